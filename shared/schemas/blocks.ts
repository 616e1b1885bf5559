import { z } from 'zod';
import { envelopeSchema } from './common';

/** POST and DELETE /users/{id}/block: whether the caller now blocks that user. */
export const blockStateSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;
export const blockStateResponse = envelopeSchema(blockStateSchema);
