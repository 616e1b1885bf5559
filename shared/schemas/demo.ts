import { z } from 'zod';
import { envelopeSchema } from './common';

/** Every demo account signs in with this public password; it is printed at start and shown on the login page. */
export const DEMO_PASSWORD = 'workify-demo';

export const demoAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  fullName: z.string(),
  role: z.enum(['client', 'freelancer']),
  /** The freelancer's profession; null for a client. */
  profession: z.string().nullable(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** GET /demo/accounts: the accounts offered while demo data is present (404 otherwise). */
export const demoAccountsResponse = envelopeSchema(z.array(demoAccountSchema));
