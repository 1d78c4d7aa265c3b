import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';

const sendEmailVerification = vi.fn(async (_user: unknown) => undefined);
vi.mock('firebase/auth', () => ({ sendEmailVerification: (user: unknown) => sendEmailVerification(user) }));

const { default: VerifyEmailBanner } = await import('./VerifyEmailBanner');
const { needsEmailVerification } = await import('../verifyEmail');

function account(overrides: Partial<User> = {}): User {
  return {
    uid: `u-${Math.random().toString(36).slice(2)}`,
    email: 'meera@example.test',
    emailVerified: false,
    providerData: [{ providerId: 'password' }],
    reload: vi.fn(async () => undefined),
    ...overrides,
  } as unknown as User;
}

afterEach(() => {
  sendEmailVerification.mockReset();
  sessionStorage.clear();
});

describe('e-mail verification', () => {
  it('is offered to unverified e-mail and password accounts only', () => {
    expect(needsEmailVerification(account())).toBe(true);
    expect(needsEmailVerification(account({ emailVerified: true }))).toBe(false);
    expect(needsEmailVerification(account({ providerData: [{ providerId: 'google.com' }] as User['providerData'] }))).toBe(false);
    expect(needsEmailVerification(null)).toBe(false);
  });

  it('sends the link again and says so', async () => {
    const user = account();
    render(<VerifyEmailBanner user={user} />);
    expect(screen.getByText('Verify your e-mail.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText('A new link is on its way to meera@example.test.');
    expect(sendEmailVerification).toHaveBeenCalledWith(user);
    expect((screen.getByRole('button', { name: 'Link sent' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains a refusal to send', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendEmailVerification.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    render(<VerifyEmailBanner user={account()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText(/Too many requests/);
  });

  it('can be dismissed for the session, and hides once the address is verified', async () => {
    const user = account();
    const { unmount } = render(<VerifyEmailBanner user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the e-mail verification reminder' }));
    expect(screen.queryByText('Verify your e-mail.')).toBeNull();
    unmount();
    render(<VerifyEmailBanner user={user} />);
    expect(screen.queryByText('Verify your e-mail.')).toBeNull();

    const other = account();
    (other.reload as ReturnType<typeof vi.fn>).mockImplementation(async () => {
      (other as { emailVerified: boolean }).emailVerified = true;
    });
    render(<VerifyEmailBanner user={other} />);
    await waitFor(() => expect(screen.queryByText('Verify your e-mail.')).toBeNull());
  });
});
