import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/schema';
import { confirmCard } from './gigs';
import { createApplication, createPost } from './posts';
import { as, signUp, type TestApp, type TestUser } from './test-app';

export const offerTerms = {
  description: 'Build the landing page as described, with two rounds of changes.',
  price: 300,
  deliveryDays: 5,
  revisions: 2,
};

export const offerCall = (
  t: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => as(t.app, user)({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });

/** A client's post with one freelancer's application to it. */
export async function postWithApplicant(t: TestApp, client?: TestUser, freelancer?: TestUser) {
  const owner = client ?? (await signUp(t.app, { fullName: 'Cora Client' }));
  const applicant = freelancer ?? (await signUp(t.app, { role: 'freelancer', fullName: 'Fred Freelancer' }));
  const post = await createPost(t.app, owner, { title: 'Landing page for a bakery' });
  const application = await createApplication(t.app, applicant, post._id);
  return { client: owner, freelancer: applicant, post, application };
}

/** POST /offers from the application, as its post's client; answers the offer. */
export async function offerFromApplication(t: TestApp, client: TestUser, applicationId: string, terms: object = {}) {
  const res = await offerCall(t, client, 'POST', '/offers', { applicationId, ...offerTerms, ...terms });
  if (res.statusCode !== 201) throw new Error(`offer failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; status: string; actions: string[] };
}

/** Starts paying the offer as the client; answers the client secret. */
export async function startOfferPayment(t: TestApp, client: TestUser, offerId: string): Promise<string> {
  const res = await offerCall(t, client, 'POST', `/offers/${offerId}/create-payment-intent`);
  if (res.statusCode !== 200) throw new Error(`offer payment failed: ${res.statusCode} ${res.body}`);
  return res.json().clientSecret as string;
}

/** Pays the offer with the test card that succeeds; answers the order's id. */
export async function payOffer(t: TestApp, client: TestUser, offerId: string): Promise<string> {
  const secret = await startOfferPayment(t, client, offerId);
  const res = await confirmCard(t.app, secret, '4242 4242 4242 4242');
  if (res.statusCode !== 200) throw new Error(`card failed: ${res.statusCode} ${res.body}`);
  const [order] = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, secret.split('_secret_')[0]!));
  return order!.id;
}
