/**
 * The name typed on the sign-up form, kept until the profile document exists:
 * the account only gets its display name a moment after it is created.
 */
const pendingNames = new Map<string, string>();

export function rememberSignupName(email: string, name: string): void {
  pendingNames.set(email.trim().toLowerCase(), name.trim());
}

export function pendingSignupName(email: string | null | undefined): string | undefined {
  return email ? pendingNames.get(email.toLowerCase()) : undefined;
}

export function forgetSignupName(email: string | null | undefined): void {
  if (email) pendingNames.delete(email.toLowerCase());
}
