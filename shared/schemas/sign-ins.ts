import { z } from 'zod';
import { PROFESSIONS } from '../constants';

/**
 * Sign in with Google and with any OpenID Connect provider (issue 32): which providers the
 * server has, the step a provider sign-in may still need, and the sign-ins linked to an account.
 */
export const SIGN_IN_PROVIDERS = ['google', 'oidc'] as const;
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS, 'Unknown sign-in provider');
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** GET /auth/providers: the configured providers, by id and the name their button shows. */
export const signInProvidersSchema = z.object({
  providers: z.array(z.object({ id: signInProviderSchema, name: z.string() })),
});

/**
 * GET /auth/oidc/pending: a provider sign-in waiting for one more step. `signup`: a new person
 * chooses client or freelancer; `link`: the e-mail is an existing account's, whose password
 * (and, with `codeRequired`, a code from the app) is proved before the sign-in is linked.
 */
export const pendingSignInSchema = z.object({
  kind: z.enum(['signup', 'link']),
  providerName: z.string(),
  email: z.string(),
  fullName: z.string(),
  codeRequired: z.boolean(),
});
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** POST /auth/oidc/pending/account: the role of the account a first provider sign-in creates. */
export const chooseRoleSchema = z
  .object({
    isClient: z.boolean('Choose client or freelancer'),
    profession: z.enum(PROFESSIONS, 'Choose a profession from the list').optional(),
  })
  .refine((v) => v.isClient || v.profession, {
    path: ['profession'],
    message: 'Profession is required for freelancers',
  });
export type ChooseRoleInput = z.infer<typeof chooseRoleSchema>;

/** POST /auth/oidc/pending/link: the existing account's password, and its code when two-step sign-in is on. */
export const linkSignInSchema = z.object({
  password: z
    .string('Please enter your password')
    .min(1, 'Please enter your password')
    .max(200, 'Password is too long'),
  code: z.string().trim().max(20, 'That code is too long').optional(),
});
export type LinkSignInInput = z.infer<typeof linkSignInSchema>;

/** GET /users/sign-ins: the provider sign-ins linked to the account, and whether it has a password. */
export const linkedSignInSchema = z.object({
  _id: z.string(),
  provider: signInProviderSchema,
  providerName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
});
export const linkedSignInsSchema = z.object({ items: z.array(linkedSignInSchema), hasPassword: z.boolean() });
export type LinkedSignIns = z.infer<typeof linkedSignInsSchema>;
