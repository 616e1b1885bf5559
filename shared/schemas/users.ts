import { z } from 'zod';
import { PROFESSIONS } from '../constants';
import { COUNTRIES } from '../countries';
import { emailField, formBoolean } from './common';
import { ownerHiddenFields } from './moderation';

const password = z.string('Password is required').min(8, 'Password must be at least 8 characters').max(200, 'Password is too long');

export const registerSchema = z
  .object({
    fullName: z.string('Full name is required').trim().min(1, 'Full name is required').max(100, 'Full name is too long'),
    username: z
      .string('Username is required')
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(30, 'Username must be at most 30 characters')
      .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may only use letters, digits, dot, dash and underscore'),
    email: emailField,
    password,
    isClient: formBoolean.default(true),
    // The original client sends profession="" when its select stays at the default, and its
    // backend reads that as no profession: so does this one (the profile asks for it later).
    profession: z
      .union([z.literal(''), z.enum(PROFESSIONS)], 'Choose a profession from the list')
      .optional()
      .transform((v) => v || undefined),
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** Our own sign-up form: a freelancer chooses a profession there, whatever the API lets through. */
export const signupFormSchema = registerSchema.refine((v) => v.isClient || v.profession, { path: ['profession'], message: 'Profession is required for freelancers' });

export const loginSchema = z.object({
  email: emailField,
  password: z.string('Password is required').min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const updateProfileSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name is too long'),
  profession: z.enum(PROFESSIONS, 'Choose a profession from the list').optional(),
  country: z.union([z.literal(''), z.enum(COUNTRIES as [string, ...string[]], 'Choose a country from the list')]).optional(),
  languages: z.array(z.string().trim().min(1).max(40, 'A language name is at most 40 characters')).max(10, 'At most 10 languages').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const deleteAccountSchema = z.object({
  password: z.string('Please enter your password').min(1, 'Please enter your password').max(200, 'Password is too long'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const publicProjectSchema = z.object({ _id: z.string(), title: z.string(), projectUrl: z.string() });
export type PublicProject = z.infer<typeof publicProjectSchema>;

/** The signed-in user's own record (GET /users/get-user, login, register, profile edits). */
export const userSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isClient: z.boolean(),
  isVerified: z.boolean(),
  profession: z.string().nullable(),
  country: z.string().nullable(),
  desc: z.string().nullable(),
  skills: z.array(z.string()),
  bookmarkedPosts: z.array(z.string()),
  createdAt: z.string(),
  /** An administrator (granted by `npm run admin` only): the web app shows the console link. */
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A review a freelancer received on one of their gigs, as their profile shows it. */
export const receivedReviewSchema = z.object({
  _id: z.string(),
  gigId: z.string(),
  gigTitle: z.string(),
  desc: z.string(),
  star: z.number(),
  createdAt: z.string(),
  user: z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable(), country: z.string().nullable() }),
});
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

/**
 * GET /users/{id}: another user, the bare body (SPEC.md section 7). Never the e-mail: it is
 * shown to its owner (GET /users/get-user) and to a client on an application to their own post,
 * nowhere else, so profiles cannot be harvested for off-platform deals. As the route's response
 * schema it also drops any field not named here.
 */
export const publicUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  isClient: z.boolean(),
  isVerified: z.boolean(),
  profession: z.string().nullable(),
  country: z.string().nullable(),
  languages: z.array(z.string()),
  desc: z.string().nullable(),
  skills: z.array(z.string()),
  projects: z.array(publicProjectSchema),
  /** Member since. */
  createdAt: z.string(),
  /** A freelancer's reviews on their gigs: the average over all, how many, and the latest few. */
  reviewsReceived: z.object({ average: z.number().nullable(), count: z.number(), latest: z.array(receivedReviewSchema) }),
  /** For a signed-in viewer only: whether they block this user (POST/DELETE /users/{id}/block). */
  blockedByMe: z.boolean().optional(),
  // Only for its owner and admins, while an admin has hidden the profile.
  ...ownerHiddenFields,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * POST /users/login: the envelope with the user in data and, where the original client reads
 * it (SPEC.md section 7, DESIGN.md), in message.user: its own shape, not the envelope's text message.
 */
export const loginResponseSchema = z.object({
  statusCode: z.number(),
  data: userSchema,
  message: z.object({ user: userSchema }),
  success: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
