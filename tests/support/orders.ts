import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@shared/machines/orders';
import { orders } from '../../server/db/schema';
import { buyGig } from './gigs';
import { multipart, pngFile, type FilePart } from './multipart';
import { as, signUp, type TestApp, type TestUser } from './test-app';
import { storedPrice } from '../../server/platform/prices';

/** A client who paid for the gig, and the id of their in-progress order. */
export async function paidOrder(
  t: TestApp,
  gigId: string,
  buyer?: TestUser,
): Promise<{ buyer: TestUser; orderId: string }> {
  const client = buyer ?? (await signUp(t.app));
  const secret = await buyGig(t.app, client, gigId);
  const [order] = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, secret.split('_secret_')[0]!));
  return { buyer: client, orderId: order!.id };
}

/** A tiny real PDF (file-type reads the %PDF magic bytes). */
export const pdfFile = (filename = 'brief.pdf'): FilePart => ({
  filename,
  contentType: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
});

export function orderStep(t: TestApp, user: TestUser | null, orderId: string, step: string, payload?: object) {
  return as(t.app, user)({ method: 'POST', url: `/api/v1/orders/${orderId}/${step}`, ...(payload ? { payload } : {}) });
}

export async function deliverWork(
  t: TestApp,
  seller: TestUser | null,
  orderId: string,
  fields: Record<string, string | FilePart | FilePart[] | undefined> = {},
) {
  const body = multipart({ message: 'Here is the logo', files: [await pngFile(20, 20, 'logo.png')], ...fields });
  return as(t.app, seller)({ method: 'POST', url: `/api/v1/orders/${orderId}/deliver`, ...body });
}

export const getOrder = (t: TestApp, user: TestUser | null, orderId: string) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/orders/${orderId}` });

/**
 * An order put straight into `status` in the database, as the state machine walk needs it:
 * paid (unless unpaid), due tomorrow, delivered an hour ago when delivered, 0 of 1 revision used.
 */
export async function orderInState(
  t: TestApp,
  parties: { gigId: string; buyerId: string; sellerId: string },
  status: OrderStatus,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<string> {
  const now = Date.now();
  const paid = !['pending', 'processing', 'failed'].includes(status);
  const [row] = await t.ctx.db
    .insert(orders)
    .values({
      ...parties,
      imgKey: 'public/gigs/none.webp',
      title: `Order ${status}`,
      ...storedPrice(50),
      paymentIntentId: `pi_local_walk_${randomUUID().replace(/-/g, '')}`,
      status,
      deliveryDays: 2,
      revisionsAllowed: 1,
      paidAt: paid ? new Date(now - 3_600_000) : null,
      dueAt: paid ? new Date(now + 86_400_000) : null,
      deliveredAt: status === 'delivered' || status === 'completed' ? new Date(now - 3_600_000) : null,
      ...overrides,
    })
    .returning({ id: orders.id });
  return row!.id;
}
