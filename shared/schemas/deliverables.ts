import { z } from 'zod';

/**
 * What work handed in may carry: an order's delivery and a milestone's submission (issue 34,
 * "like a delivery") take the same files, checked by their bytes on the server.
 */
export const DELIVERY_MAX_FILES = 5;
/** The detected types (file-type's extensions) a delivered file may be. */
export const DELIVERY_FILE_TYPES = ['png', 'jpg', 'webp', 'gif', 'pdf', 'zip'] as const;
export const DELIVERY_FILE_REFUSAL = 'files: must be images, PDF or ZIP files';
export const DELIVERY_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,application/zip,.zip,.pdf';

/** A delivered file as the parties see it, with its download link (only they, and admins, may fetch it). */
export const deliveryFileViewSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
});
export type DeliveryFileView = z.infer<typeof deliveryFileViewSchema>;
