import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';

const session = { status: 'signed-in', user: { uid: 't1', email: 'tailor@example.test' }, isAdmin: false, isTailor: true, profile: null, refreshClaims: async () => false };
vi.mock('../session', () => ({ useSession: () => session }));

const { RequireAdmin, RequireCustomer, RequireTailor } = await import('./guards');

function show(guarded: React.ReactNode) {
  // The refusal is a lazy chunk: a Suspense boundary, as the app's routes have.
  return render(
    <MemoryRouter>
      <Suspense fallback={null}>{guarded}</Suspense>
    </MemoryRouter>,
  );
}

describe('the staff guards', () => {
  it('a tailor opens the workshop, and is refused admin pages and order pages with a clear page', async () => {
    const { unmount } = show(
      <RequireTailor>
        <p>Workshop</p>
      </RequireTailor>,
    );
    expect(screen.getByText('Workshop')).toBeTruthy();
    unmount();

    const admin = show(
      <RequireAdmin>
        <p>Admin screen</p>
      </RequireAdmin>,
    );
    expect(screen.queryByText('Admin screen')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Not authorised' })).toBeTruthy();
    admin.unmount();

    show(
      <RequireCustomer>
        <p>My order</p>
      </RequireCustomer>,
    );
    expect(screen.queryByText('My order')).toBeNull();
    expect(await screen.findByText(/your work is on the Workshop page/)).toBeTruthy();
  });

  it('a customer is refused the workshop and keeps their order pages', async () => {
    session.isTailor = false;
    const workshop = show(
      <RequireTailor>
        <p>Workshop</p>
      </RequireTailor>,
    );
    expect(screen.queryByText('Workshop')).toBeNull();
    expect(await screen.findByText(/This page is for the shop's tailors only/)).toBeTruthy();
    workshop.unmount();
    show(
      <RequireCustomer>
        <p>My order</p>
      </RequireCustomer>,
    );
    expect(screen.getByText('My order')).toBeTruthy();
  });
});
