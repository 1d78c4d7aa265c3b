import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Session } from '../session';

const actions = {
  signInWithEmail: vi.fn(),
  signUpWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  completeGoogleRedirect: vi.fn(async () => null),
};
vi.mock('../authActions', () => actions);
const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
vi.mock('../../../lib/toast', () => ({ toast }));
let session: Session = { status: 'signed-out', user: null, isAdmin: false, profile: null, refreshClaims: async () => false };
vi.mock('../session', () => ({ useSession: () => session }));
vi.mock('../logout', () => ({ signOutAndClear: vi.fn(async () => undefined), logout: vi.fn() }));

const { default: LoginPage } = await import('./LoginPage');
const { default: SignupPage } = await import('./SignupPage');

const authError = (code: string) => Object.assign(new Error(code), { code });

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '*', element: <p>Landed on another page</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fill(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    session = { status: 'signed-out', user: null, isAdmin: false, profile: null, refreshClaims: async () => false };
  });

  it('has the Google button, email, password, Sign In and a link to sign up', () => {
    renderAt('/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('checks the fields with the domain schema before calling Firebase', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(actions.signInWithEmail).not.toHaveBeenCalled();
  });

  it('shows a wrong password in plain words, inline only (no toast repeats it)', async () => {
    actions.signInWithEmail.mockRejectedValueOnce(authError('auth/invalid-credential'));
    renderAt('/login');
    fill('Email', 'priya@example.test');
    fill('Password', 'nope-nope');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect email or password.');
    expect(screen.getAllByText('Incorrect email or password.')).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the button while signing in, then returns to the page that sent the shopper', async () => {
    let resolve!: (user: unknown) => void;
    actions.signInWithEmail.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const router = renderAt('/login', { from: '/product/p-1' });
    fill('Email', 'priya@example.test');
    fill('Password', 'Customer@123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const pending = await screen.findByRole('button', { name: /Signing in/ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(true);
    resolve({ displayName: 'Priya Sharma' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/p-1'));
    expect(actions.signInWithEmail).toHaveBeenCalledWith({ email: 'priya@example.test', password: 'Customer@123' });
    expect(toast.success).toHaveBeenCalledWith('Welcome back, Priya!');
  });

  it('reports a closed Google window as a passing note, not an alarm on the form', async () => {
    actions.signInWithGoogle.mockRejectedValueOnce(authError('auth/popup-closed-by-user'));
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('The Google sign-in window was closed before signing in.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says once, inline under the Google button, that Google sign-in could not start', async () => {
    actions.signInWithGoogle.mockRejectedValueOnce(authError('auth/internal-error'));
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Google sign-in could not start/);
    expect(screen.getAllByText(/Google sign-in could not start/)).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('offers to continue or switch account when already signed in', () => {
    session = { ...session, status: 'signed-in', profile: { name: 'Priya Sharma', email: 'p@x.test', profilePicture: '' } };
    renderAt('/login');
    expect(screen.getByText('Priya Sharma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Login as a different user' })).toBeTruthy();
  });
});

describe('SignupPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    session = { status: 'signed-out', user: null, isAdmin: false, profile: null, refreshClaims: async () => false };
  });

  it('has the spec fields, the password placeholder and the Terms & Privacy note', () => {
    renderAt('/signup');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByLabelText('Full name')).toBeTruthy();
    expect(screen.getByPlaceholderText('Create a password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.getByText(/Terms & Privacy Policy/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('puts an e-mail already in use under the e-mail field', async () => {
    actions.signUpWithEmail.mockRejectedValueOnce(authError('auth/email-already-in-use'));
    renderAt('/signup');
    fill('Full name', 'Priya Sharma');
    fill('Email', 'priya@example.test');
    fill('Password', 'Customer@123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const message = await screen.findByText('An account with this email already exists.');
    expect(message.id).toBe(screen.getByLabelText('Email').getAttribute('aria-describedby'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('rejects a short password before calling Firebase', async () => {
    renderAt('/signup');
    fill('Full name', 'Priya Sharma');
    fill('Email', 'priya@example.test');
    fill('Password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(actions.signUpWithEmail).not.toHaveBeenCalled();
  });
});
