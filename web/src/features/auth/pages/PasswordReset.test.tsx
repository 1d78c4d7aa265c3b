import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Session } from '../session';

const RESET_SENT_MESSAGE = "If an account exists for that e-mail, we've sent a link to reset the password.";
const reset = {
  RESET_SENT_MESSAGE,
  requestPasswordReset: vi.fn(async (_email: string) => undefined),
  checkResetCode: vi.fn(async (_code: string) => 'priya@example.test'),
  setNewPassword: vi.fn(async (_code: string, _password: string) => undefined),
};
vi.mock('../passwordReset', () => reset);
vi.mock('../authActions', () => ({
  signInWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  completeGoogleRedirect: vi.fn(async () => null),
}));
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast', () => ({ toast }));
const session: Session = { status: 'signed-out', user: null, isAdmin: false, profile: null, refreshClaims: async () => false };
vi.mock('../session', () => ({ useSession: () => session }));

const { default: LoginPage } = await import('./LoginPage');
const { default: ResetPasswordPage, PASSWORD_CHANGED_MESSAGE } = await import('./ResetPasswordPage');

const authError = (code: string) => Object.assign(new Error(code), { code });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

beforeEach(() => vi.clearAllMocks());

describe('Forgot password', () => {
  it('opens from the login screen with the typed e-mail and answers the same sentence for any address', async () => {
    renderAt('/login');
    fill(screen.getByLabelText('Email'), 'priya@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('priya@example.test');
    expect(document.activeElement).toBe(email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(RESET_SENT_MESSAGE);
    expect(reset.requestPasswordReset).toHaveBeenCalledWith('priya@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the address before sending, and shows a failure to reach the service', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog');
    fill(within(dialog).getByLabelText('Email'), 'not-an-email');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(reset.requestPasswordReset).not.toHaveBeenCalled();

    reset.requestPasswordReset.mockRejectedValueOnce(authError('auth/network-request-failed'));
    fill(within(dialog).getByLabelText('Email'), 'priya@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/internet connection/);
  });
});

describe('ResetPasswordPage', () => {
  it('checks the link, takes a new password with the sign-up rules, then sends the shopper to sign in', async () => {
    const router = renderAt('/reset-password?mode=resetPassword&oobCode=CODE1');
    expect(await screen.findByText('For priya@example.test')).toBeTruthy();
    expect(reset.checkResetCode).toHaveBeenCalledWith('CODE1');
    fill(screen.getByLabelText('New password'), '123');
    fill(screen.getByLabelText('Repeat the new password'), '124');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(reset.setNewPassword).not.toHaveBeenCalled();

    fill(screen.getByLabelText('New password'), 'Fresh#Pass1');
    fill(screen.getByLabelText('Repeat the new password'), 'Fresh#Pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(reset.setNewPassword).toHaveBeenCalledWith('CODE1', 'Fresh#Pass1');
    expect(toast.success).toHaveBeenCalledWith(PASSWORD_CHANGED_MESSAGE);
  });

  it('explains a used or expired link and offers a new one', async () => {
    reset.checkResetCode.mockRejectedValueOnce(authError('auth/invalid-action-code'));
    renderAt('/reset-password?mode=resetPassword&oobCode=USED');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid any more/);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });

  it('says a link without a code is incomplete, without asking Firebase', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toMatch(/incomplete/);
    expect(reset.checkResetCode).not.toHaveBeenCalled();
  });
});
