import { z } from 'zod';
import { PROFESSIONS } from '../constants';
import { isCountryCode } from '../countries';
import { LOCALES } from '../i18n/locales';
import { isTimeZone } from '../time-zones';
import { emailField, formBoolean } from './common';
import { ownerHiddenFields } from './moderation';

/** Limits of the profile's About text and languages. */
export const ABOUT_MAX = 1200;
export const LANGUAGES_MAX = 10;
const LANGUAGE_MAX = 40;

/**
 * An ISO 3166-1 alpha-2 code (issue 33), "PL" or "pl" (kept in upper case); '' when the caller
 * allows clearing. A country's name ("Poland") is refused: screens name it in the viewer's language.
 */
const countryText = z.string('Choose a country from the list').trim().toUpperCase();
export const countryCode = countryText.refine(isCountryCode, 'Choose a country from the list');
const countryOrNone = countryText.refine((v) => v === '' || isCountryCode(v), 'Choose a country from the list');

/** An IANA time zone name (issue 33), e.g. "Asia/Kolkata". */
const timeZone = z.string('Choose a time zone from the list').refine(isTimeZone, 'Choose a time zone from the list');

const password = z
  .string('Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password is too long');

export const registerSchema = z.object({
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
  /** The browser's own zone, sent by our sign-up form (the original client sends none). */
  timeZone: timeZone.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** Our own sign-up form: a freelancer chooses a profession there, whatever the API lets through. */
export const signupFormSchema = registerSchema.refine((v) => v.isClient || v.profession, {
  path: ['profession'],
  message: 'Profession is required for freelancers',
});

export const loginSchema = z.object({
  email: emailField,
  password: z.string('Password is required').min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const updateProfileSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name is too long'),
  profession: z.enum(PROFESSIONS, 'Choose a profession from the list').optional(),
  /** A country code; '' clears it. */
  country: countryOrNone.optional(),
  languages: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A language name cannot be empty')
        .max(LANGUAGE_MAX, `A language name is at most ${LANGUAGE_MAX} characters`),
    )
    .max(LANGUAGES_MAX, `At most ${LANGUAGES_MAX} languages`)
    .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, 'Each language only once')
    .optional(),
  /** The public profile's "About" text (SPEC's desc); '' clears it. Left out, it stays as it is. */
  desc: z.string().trim().max(ABOUT_MAX, `About is at most ${ABOUT_MAX} characters`).optional(),
  /** The language of the site and of their mails (issue 33); left out, it stays as it is. */
  locale: z.enum(LOCALES, 'Choose a language from the list').optional(),
  /** The zone their times are written in (issue 33); left out, it stays as it is. */
  timeZone: timeZone.optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** "French, English " as typed in one text box: the list the API takes. */
export const splitLanguages = (text: string) =>
  text
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The profile form (/updateprofile): languages typed in one box, comma separated, checked by the
 * same rules as the API's list so each problem shows under its field before anything is sent.
 */
export const profileFormSchema = updateProfileSchema.extend({
  languages: z.string().superRefine((text, ctx) => {
    const parsed = updateProfileSchema.shape.languages.safeParse(splitLanguages(text));
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  }),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /users/verify-email/{token}: the token of the mailed link. */
export const verifyEmailParams = z.object({ token: z.string().min(10).max(200) });

/** POST /users/change-password (the account screen): the current password, then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string('Please enter your current password')
    .min(1, 'Please enter your current password')
    .max(200, 'Password is too long'),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /users/change-email: the new address and the password (which proves the owner). */
export const changeEmailSchema = z.object({
  newEmail: emailField,
  password: z
    .string('Please enter your password')
    .min(1, 'Please enter your password')
    .max(200, 'Password is too long'),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** POST /users/reauth: the password, or a code from the authenticator app, given again (step-up). */
export const reauthSchema = z
  .object({
    password: z.string().min(1, 'Please enter your password').max(200, 'Password is too long').optional(),
    code: z.string().trim().min(6, 'Type the code from your app').max(20, 'That code is too long').optional(),
  })
  .refine((v) => (v.password === undefined) !== (v.code === undefined), {
    path: ['password'],
    message: 'Please enter your password',
  });
export type ReauthInput = z.infer<typeof reauthSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string('Please enter your password')
    .min(1, 'Please enter your password')
    .max(200, 'Password is too long'),
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
  /** Shown on the public profile and the gig page; edited on /updateprofile. */
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  bookmarkedPosts: z.array(z.string()),
  createdAt: z.string(),
  /** An administrator (granted by `npm run admin` only): the web app shows the console link. */
  isAdmin: z.boolean(),
  /** Whether the owner followed the mailed verification link: money does not move before (issue 32). */
  emailVerified: z.boolean(),
  /** Two-step sign-in with an authenticator app is on (issue 32). */
  twoFactorEnabled: z.boolean(),
  /** The account has at least one passkey (issue 32): for an administrator, it counts as the second factor. */
  hasPasskey: z.boolean(),
  /** The language they chose (issue 33), or null: then the lang cookie or the browser decides. */
  locale: z.enum(LOCALES).nullable(),
  /** The IANA zone they read times in (issue 33), or null: then the browser's own. */
  timeZone: z.string().nullable(),
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
  user: z.object({
    _id: z.string(),
    fullName: z.string(),
    avatar: z.string().nullable(),
    country: z.string().nullable(),
  }),
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
  reviewsReceived: z.object({
    average: z.number().nullable(),
    count: z.number(),
    latest: z.array(receivedReviewSchema),
  }),
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

/**
 * POST /users/login for an account with two-step sign-in: the password was right, no session
 * yet; POST /users/login/2fa with a code finishes within 5 minutes (issue 32).
 */
export const twoFactorRequiredSchema = z.object({
  statusCode: z.number(),
  data: z.null(),
  message: z.object({ twoFactorRequired: z.literal(true) }),
  success: z.boolean(),
});
/** What POST /users/login answers: the original client's shape, or the second step's. */
export const loginStepSchema = z.union([loginResponseSchema, twoFactorRequiredSchema]);

/** A code from the authenticator app (6 digits) or, at sign-in, a recovery code. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string('Type the code from your app')
    .trim()
    .min(6, 'Type the code from your app')
    .max(20, 'That code is too long'),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** One signed-in device of GET /users/sessions (issue 32): browser and system read from its User-Agent. */
export const activeSessionSchema = z.object({
  _id: z.string(),
  browser: z.string(),
  system: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsSchema = z.array(activeSessionSchema);
export const endedSessionsSchema = z.object({ ended: z.number() });

/**
 * GET /users/session (the web app's own): who is signed in, `user: null` when nobody is.
 * A signed-out visitor is an answer here, not a 401 (SPEC's GET /users/get-user keeps its 401).
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
