import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

const refreshClaims = vi.fn(async () => false);
const session = { status: 'signed-in', user: { uid: 'u1', email: 'boss@example.test' }, isAdmin: true, profile: null, refreshClaims };
vi.mock('../session', () => ({ useSession: () => session }));

const { RequireAdmin } = await import('./guards');
const { reportAdminAccessError } = await import('../adminAccess');

describe('RequireAdmin', () => {
  it('re-reads the claim when an admin screen is refused, and not for other errors', () => {
    const { unmount } = render(
      <MemoryRouter>
        <RequireAdmin>
          <p>Admin screen</p>
        </RequireAdmin>
      </MemoryRouter>,
    );
    expect(screen.getByText('Admin screen')).toBeTruthy();
    act(() => reportAdminAccessError({ code: 'unavailable' }));
    expect(refreshClaims).not.toHaveBeenCalled();
    act(() => reportAdminAccessError({ code: 'permission-denied' }));
    expect(refreshClaims).toHaveBeenCalledTimes(1);
    unmount();
    reportAdminAccessError({ code: 'permission-denied' });
    expect(refreshClaims).toHaveBeenCalledTimes(1);
  });
});
