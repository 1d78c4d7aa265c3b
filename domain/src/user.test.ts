import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, initials, initialsAvatarDataUrl, resetPasswordSchema, signupSchema, userProfileSchema } from './user';

describe('user', () => {
  it('initials', () => {
    expect(initials('Priya Sharma')).toBe('PS');
    expect(initials('  anil kumar mehta ')).toBe('AM');
    expect(initials('asha')).toBe('A');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
  });
  it('avatar is a deterministic SVG data URL', () => {
    const a = initialsAvatarDataUrl('Priya Sharma');
    expect(a.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(a)).toContain('>PS</text>');
    expect(initialsAvatarDataUrl('Priya Sharma')).toBe(a);
    expect(decodeURIComponent(initialsAvatarDataUrl('<b>'))).not.toContain('<b>');
  });
  it('schemas', () => {
    expect(userProfileSchema.safeParse({ name: 'Priya', email: 'p@x.in', profilePicture: '' }).success).toBe(true);
    expect(userProfileSchema.safeParse({ name: 'Priya', email: 'p@x.in', profilePicture: '', role: 'admin' }).success).toBe(false);
    // The language is optional (older profiles have none) and one of the shop's.
    expect(userProfileSchema.safeParse({ name: 'Priya', email: 'p@x.in', profilePicture: '', language: 'hi' }).success).toBe(true);
    expect(userProfileSchema.safeParse({ name: 'Priya', email: 'p@x.in', profilePicture: '', language: 'en' }).success).toBe(true);
    expect(userProfileSchema.safeParse({ name: 'Priya', email: 'p@x.in', profilePicture: '', language: 'fr' }).success).toBe(false);
    expect(userProfileSchema.safeParse({ name: 'Priya', email: 'p@x.in', profilePicture: '', language: null }).success).toBe(false);
    const bad = signupSchema.safeParse({ name: 'P', email: 'p@x.in', password: '123' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Please enter your full name', 'Password must be at least 6 characters']);
  });

  it('refuses names with the shop name and bounds login credentials', async () => {
    const { loginSchema, PASSWORD_MAX_BYTES } = await import('./user');
    for (const name of ['Silai Studio (Official)', 'silai studio', 'The SILAI-STUDIO team', 'SilaiStudio']) {
      expect(userProfileSchema.safeParse({ name, email: 'p@x.in', profilePicture: '' }).success, name).toBe(false);
      expect(signupSchema.safeParse({ name, email: 'p@x.in', password: 'secret1' }).success, name).toBe(false);
    }
    expect(userProfileSchema.safeParse({ name: 'Silai Devi', email: 'p@x.in', profilePicture: '' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'p@x.in', password: 'x'.repeat(PASSWORD_MAX_BYTES) }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'p@x.in', password: 'x'.repeat(PASSWORD_MAX_BYTES + 1) }).success).toBe(false);
    // 4096 characters of three bytes each are over the byte bound.
    expect(loginSchema.safeParse({ email: 'p@x.in', password: '₹'.repeat(2000) }).success).toBe(false);
    expect(loginSchema.safeParse({ email: `${'a'.repeat(250)}@x.in`, password: 'x' }).success).toBe(false);
  });

  it('reset schemas: an e-mail to send the link to; a new password with the sign-up rules, typed twice', () => {
    expect(forgotPasswordSchema.safeParse({ email: ' p@x.in ' }).data).toEqual({ email: 'p@x.in' });
    expect(forgotPasswordSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ password: 'Secret#1', confirm: 'Secret#1' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ password: '123', confirm: '123' }).error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    const mismatch = resetPasswordSchema.safeParse({ password: 'Secret#1', confirm: 'Secret#2' });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirm'], message: 'The two passwords do not match' });
  });
});
