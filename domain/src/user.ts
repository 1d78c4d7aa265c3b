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

export const signupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { message: 'Please enter your full name' })
    .max(80, { message: 'Please enter your full name' }),
  email: emailSchema,
  password: z.string().min(6, { message: 'Password must be at least 6 characters' }).max(128),
});
export type SignupInput = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Enter your password' }),
});
export type LoginInput = z.output<typeof loginSchema>;

export { AVATAR_COLORS, avatarColor, initials, initialsAvatarDataUrl } from './avatar';
