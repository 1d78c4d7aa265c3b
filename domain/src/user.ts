import { z } from 'zod';
import { imageUrlOrEmptySchema } from './common';
import { emailSchema } from './order';
import { containsShopName, SHOP_NAME_IN_USE_MESSAGE } from './shop';
import { LANGUAGES } from './language';

/** Bounds checked before credentials reach Auth (an e-mail address has at most 254 characters). */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX_BYTES = 4096;

function passwordFits(value: string): boolean {
  return new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES;
}

/** The profile fields an owner may write to users/{uid}; never a role. */
export const userProfileSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Please enter your name' })
    .max(80)
    .refine((name) => !containsShopName(name), { message: SHOP_NAME_IN_USE_MESSAGE }),
  email: emailSchema,
  profilePicture: imageUrlOrEmptySchema,
  /** The language the shop speaks to this customer in; absent on older profiles (read as English). */
  language: z.enum(LANGUAGES).optional(),
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** A new password, at sign-up or after a reset: the same rules. */
export const newPasswordSchema = z.string().min(6, { message: 'Password must be at least 6 characters' }).max(128);

export const signupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: 'Please enter your full name' })
    .max(80, { message: 'Please enter your full name' })
    .refine((name) => !containsShopName(name), { message: SHOP_NAME_IN_USE_MESSAGE }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupInput = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { message: 'Enter your password' })
    .max(PASSWORD_MAX_BYTES, { message: 'Password is too long' })
    .refine(passwordFits, { message: 'Password is too long' }),
});
export type LoginInput = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match' });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export { AVATAR_COLORS, avatarColor, initials, initialsAvatarDataUrl } from './avatar';
