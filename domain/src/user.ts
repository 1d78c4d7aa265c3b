import { z } from 'zod';
import { imageUrlOrEmptySchema } from './common';
import { emailSchema } from './order';

/** The profile fields an owner may write to users/{uid}; never a role. */
export const userProfileSchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Please enter your name' }).max(80),
  email: emailSchema,
  profilePicture: imageUrlOrEmptySchema,
});
export type UserProfile = z.output<typeof userProfileSchema>;

/** A new password, at sign-up or after a reset: the same rules. */
export const newPasswordSchema = z.string().min(6, { message: 'Password must be at least 6 characters' }).max(128);

export const signupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: 'Please enter your full name' })
    .max(80, { message: 'Please enter your full name' }),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupInput = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Enter your password' }),
});
export type LoginInput = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match' });
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

export { AVATAR_COLORS, avatarColor, initials, initialsAvatarDataUrl } from './avatar';
