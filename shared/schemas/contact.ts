import { z } from 'zod';
import { emailField } from './common';

export const contactSchema = z.object({
  from_name: z.string('Name is required').trim().min(1, 'Name is required').max(100, 'Name is too long'),
  from_email: emailField,
  message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(5000, 'Message is too long (5000 characters at most)'),
});
export type ContactInput = z.infer<typeof contactSchema>;
