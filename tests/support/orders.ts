import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { buyGig } from './gigs';
import { multipart, pngFile, type FilePart } from './multipart';
import { as, signUp, type TestApp, type TestUser } from './test-app';

/** A client who paid for the gig, and the id of their in-progress order. */
export async function paidOrder(t: TestApp, gigId: string, buyer?: TestUser): Promise<{ buyer: TestUser; orderId: string }> {
  const client = buyer ?? (await signUp(t.app));
  const secret = await buyGig(t.app, client, gigId);
  const [order] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, secret.split('_secret_')[0]!));
  return { buyer: client, orderId: order!.id };
}

/** A tiny real PDF (file-type reads the %PDF magic bytes). */
export const pdfFile = (filename = 'brief.pdf'): FilePart => ({ filename, contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });

export function orderStep(t: TestApp, user: TestUser | null, orderId: string, step: string, payload?: object) {
  return as(t.app, user)({ method: 'POST', url: `/api/v1/orders/${orderId}/${step}`, ...(payload ? { payload } : {}) });
}

export async function deliverWork(t: TestApp, seller: TestUser | null, orderId: string, fields: Record<string, string | FilePart | FilePart[] | undefined> = {}) {
  const body = multipart({ message: 'Here is the logo', files: [await pngFile(20, 20, 'logo.png')], ...fields });
  return as(t.app, seller)({ method: 'POST', url: `/api/v1/orders/${orderId}/deliver`, ...body });
}

export const getOrder = (t: TestApp, user: TestUser | null, orderId: string) => as(t.app, user)({ method: 'GET', url: `/api/v1/orders/${orderId}` });
