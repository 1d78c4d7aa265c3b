import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PENDING_ADD_KEY, savePendingAdd, type PendingAdd } from '../pendingAdd';
import { PendingCartAdd } from './PendingCartAdd';

const session = vi.hoisted(() => ({ current: { status: 'signed-out', user: null as { uid: string } | null } }));
const addForUser = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../auth/session', () => ({ useSession: () => session.current }));
vi.mock('../addToCart', () => ({ addForUser }));

const action: PendingAdd = {
  id: 'x1',
  productId: 'p1',
  productName: 'Zari Blouse',
  type: 'readymade',
  size: 'M',
  from: '/product/p1',
  at: Date.now(),
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PendingCartAdd />
    </MemoryRouter>,
  );
}

describe('PendingCartAdd', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    addForUser.mockClear();
    session.current = { status: 'signed-out', user: null };
  });
  afterEach(() => vi.clearAllMocks());

  it('does nothing while signed out', async () => {
    savePendingAdd(sessionStorage, { ...action, at: Date.now() });
    renderAt('/product/p1');
    await new Promise((r) => setTimeout(r, 20));
    expect(addForUser).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).not.toBeNull();
  });

  it('carries out the add once, signed in and back on the product page', async () => {
    savePendingAdd(sessionStorage, { ...action, at: Date.now() });
    session.current = { status: 'signed-in', user: { uid: 'u1' } };
    const view = renderAt('/product/p1');
    await waitFor(() => expect(addForUser).toHaveBeenCalledTimes(1));
    expect(addForUser).toHaveBeenCalledWith('u1', { id: 'p1', productName: 'Zari Blouse' }, 'readymade', 'M');
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
    // A re-render or a second mount (StrictMode, a reload) does not add again.
    view.rerender(
      <MemoryRouter initialEntries={['/product/p1']}>
        <PendingCartAdd />
      </MemoryRouter>,
    );
    view.unmount();
    renderAt('/product/p1');
    await new Promise((r) => setTimeout(r, 20));
    expect(addForUser).toHaveBeenCalledTimes(1);
  });

  it('waits on other pages', async () => {
    savePendingAdd(sessionStorage, { ...action, at: Date.now() });
    session.current = { status: 'signed-in', user: { uid: 'u1' } };
    renderAt('/gallery');
    await new Promise((r) => setTimeout(r, 20));
    expect(addForUser).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).not.toBeNull();
  });

  it('drops an action older than ten minutes', async () => {
    savePendingAdd(sessionStorage, { ...action, at: Date.now() - 11 * 60_000 });
    session.current = { status: 'signed-in', user: { uid: 'u1' } };
    renderAt('/product/p1');
    await new Promise((r) => setTimeout(r, 20));
    expect(addForUser).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
  });
});
