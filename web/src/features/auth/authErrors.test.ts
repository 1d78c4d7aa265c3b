import { describe, expect, it } from 'vitest';
import {
  authErrorCode,
  authErrorMessage,
  GENERIC_AUTH_ERROR,
  GOOGLE_UNAVAILABLE,
  googleErrorMessage,
  INCORRECT_CREDENTIALS,
  isCancelledSignIn,
  isEmailFieldError,
  isPasswordFieldError,
} from './authErrors';

const err = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it('says "Incorrect email or password." for every wrong-credential code', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(authErrorMessage(err(code))).toBe(INCORRECT_CREDENTIALS);
    }
    expect(INCORRECT_CREDENTIALS).toBe('Incorrect email or password.');
  });

  it('says the same for an unknown e-mail as for a wrong password, under no particular field', () => {
    expect(authErrorMessage(err('auth/user-not-found'))).toBe(INCORRECT_CREDENTIALS);
    expect(authErrorMessage(err('auth/user-not-found'))).toBe(authErrorMessage(err('auth/wrong-password')));
    expect(isEmailFieldError(err('auth/user-not-found'))).toBe(false);
  });

  it('explains a used or expired reset link', () => {
    expect(authErrorMessage(err('auth/expired-action-code'))).toMatch(/expired/);
    expect(authErrorMessage(err('auth/invalid-action-code'))).toMatch(/not valid/);
  });

  it('translates the common failures into plain words', () => {
    expect(authErrorMessage(err('auth/email-already-in-use'))).toBe('An account with this email already exists.');
    expect(authErrorMessage(err('auth/weak-password'))).toMatch(/at least 6 characters/);
    expect(authErrorMessage(err('auth/network-request-failed'))).toMatch(/internet connection/);
    expect(authErrorMessage(err('auth/too-many-requests'))).toMatch(/Too many attempts/);
    expect(authErrorMessage(err('auth/popup-closed-by-user'))).toMatch(/closed/);
    expect(authErrorMessage(err('auth/popup-blocked'))).toMatch(/blocked/);
    expect(authErrorMessage(err('auth/user-disabled'))).toMatch(/disabled/);
  });

  it('never shows a raw code or SDK message', () => {
    for (const value of [err('auth/some-new-code'), new Error('Firebase: boom'), 'text', null, undefined, 42, { code: 7 }]) {
      const message = authErrorMessage(value);
      expect(message).toBe(GENERIC_AUTH_ERROR);
      expect(message).not.toMatch(/auth\/|Firebase/);
    }
  });

  it('maps Firestore failures while setting up the profile', () => {
    expect(authErrorMessage(err('permission-denied'))).toMatch(/could not be set up/);
    expect(authErrorMessage(err('unavailable'))).toMatch(/internet connection/);
  });
});

describe('error classification', () => {
  it('reads the code only from string codes', () => {
    expect(authErrorCode(err('auth/x'))).toBe('auth/x');
    expect(authErrorCode({ code: 3 })).toBeNull();
    expect(authErrorCode(undefined)).toBeNull();
  });

  it('treats closing the Google window as a cancellation', () => {
    expect(isCancelledSignIn(err('auth/popup-closed-by-user'))).toBe(true);
    expect(isCancelledSignIn(err('auth/cancelled-popup-request'))).toBe(true);
    expect(isCancelledSignIn(err('auth/wrong-password'))).toBe(false);
  });

  it('places errors under the field they concern', () => {
    expect(isEmailFieldError(err('auth/email-already-in-use'))).toBe(true);
    expect(isEmailFieldError(err('auth/invalid-credential'))).toBe(false);
    expect(isPasswordFieldError(err('auth/weak-password'))).toBe(true);
    expect(isPasswordFieldError(err('auth/email-already-in-use'))).toBe(false);
  });
});

describe('googleErrorMessage', () => {
  it('explains that Google could not load instead of a generic failure', () => {
    expect(googleErrorMessage(err('auth/internal-error'))).toBe(GOOGLE_UNAVAILABLE);
    expect(googleErrorMessage(err('auth/network-request-failed'))).toBe(GOOGLE_UNAVAILABLE);
  });

  it('keeps the specific messages', () => {
    expect(googleErrorMessage(err('auth/popup-closed-by-user'))).toMatch(/closed/);
    expect(googleErrorMessage(err('auth/account-exists-with-different-credential'))).toMatch(/email and password/);
  });
});
