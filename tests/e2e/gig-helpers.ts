import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

export const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#0369a1' } })
    .png()
    .toBuffer();

/** Publishes a gig as the signed-in freelancer of `request`; returns its id. */
export async function apiGig(
  request: APIRequestContext,
  fields: { title: string; category?: string; price?: number },
): Promise<string> {
  const res = await request.post('/api/v1/gigs', {
    multipart: {
      title: fields.title,
      category: fields.category ?? 'music',
      description: 'Made for a test.',
      serviceTitle: 'Basic',
      shortDescription: 'One track',
      deliveryTime: '2',
      revisionNumber: '1',
      price: String(fields.price ?? 30),
      features: JSON.stringify(['Stems']),
      coverImage: { name: 'c.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id as string;
}

/** The client buys the gig with the test card that succeeds; answers the order's id. */
export async function paidOrder(client: APIRequestContext, gigId: string): Promise<string> {
  const { clientSecret } = await (await client.post(`/api/v1/orders/create-payment-intent/${gigId}`)).json();
  expect(
    (
      await client.post('/api/v1/payments/local/confirm', {
        data: {
          clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12 / 34',
          cvc: '123',
          email: 'buyer@example.com',
        },
      })
    ).status(),
  ).toBe(200);
  return (await (await client.get(`/api/v1/payments/intent?client_secret=${encodeURIComponent(clientSecret)}`)).json())
    .data.orderId as string;
}

/** The client buys the gig and the seller delivers: a delivered order, waiting for the client. */
export async function deliveredOrder(
  client: APIRequestContext,
  seller: APIRequestContext,
  gigId: string,
): Promise<string> {
  const orderId = await paidOrder(client, gigId);
  const delivered = await seller.post(`/api/v1/orders/${orderId}/deliver`, {
    multipart: { message: 'Here it is', files: { name: 'w.png', mimeType: 'image/png', buffer: await png() } },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return orderId;
}

/** The client buys the gig, the seller delivers, the client accepts: a completed order. */
export async function completedOrder(client: APIRequestContext, seller: APIRequestContext, gigId: string) {
  const orderId = await deliveredOrder(client, seller, gigId);
  expect((await client.post(`/api/v1/orders/${orderId}/accept`)).status()).toBe(200);
}

/** The client posts a web shop job and the freelancer applies to it; answers the post's title and the application's id. */
export async function webShopApplication(client: APIRequestContext, freelancer: APIRequestContext) {
  const title = `Web shop ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const post = await client.post('/api/v1/posts/createpost', {
    data: {
      title,
      description: 'A web shop in three steps.',
      budget: '0-50',
      category: 'Web Development',
      tags: 'React',
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const postId = (await post.json()).data._id as string;
  const applied = await freelancer.post(`/api/v1/applications/createapplication/${postId}`, {
    multipart: {
      postId,
      coverLetter: 'I build shops.',
      attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { title, applicationId: (await applied.json()).data._id as string };
}
