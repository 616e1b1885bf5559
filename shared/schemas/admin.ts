import type { z } from 'zod';
import { registerSchema } from './users';

/**
 * `npm run admin -- create`: an administrator's name, e-mail and password, under the very
 * rules of sign-up (the one statement of them), so an admin password is never weaker.
 */
export const adminAccountSchema = registerSchema.pick({ fullName: true, email: true, password: true });
export type AdminAccountInput = z.input<typeof adminAccountSchema>;
