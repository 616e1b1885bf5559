import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { mailTime } from '@shared/time-zones';
import { disputeCast, disputedOrder, disputeStep, getDispute } from '../support/disputes';
import { publishGig } from '../support/gigs';
import { bellTexts, mailsTo as mailsToOf, speak as speakAs } from '../support/mail-reading';
import { hide, makeAdmin } from '../support/moderation';
import { pngFile } from '../support/multipart';
import { postWithApplicant } from '../support/offers';
import { createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

// Issue 33, continued: dispute, invitation and moderation mails and the other bells, each in its
// reader's saved language and zone; what people typed (titles, messages, reasons) as they typed it.
let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example' });
  ({ seller, gigId } = await disputeCast(t));
});
afterAll(() => t.close());

const speak = (user: TestUser, fullName: string, locale: string | null, timeZone: string | null) =>
  speakAs(t, user, fullName, locale, timeZone);
const mailsTo = (email: string, has: string) => mailsToOf(t, email, has);
const bellsOf = (userId: string, link: string) => bellTexts(t, userId, link);

describe('dispute mails and bells', () => {
  it('a Spanish buyer reads the seller’s dispute in Spanish, with the escalation time in their zone', async () => {
    const buyer = await signUp(t.app, { fullName: 'Bea Compradora' });
    await speak(buyer, 'Bea Compradora', 'es', 'America/Mexico_City');
    const { disputeId } = await disputedOrder(t, gigId, seller, { buyer, by: 'seller' });
    const escalateAt = new Date((await getDispute(t, buyer, disputeId)).json().data.escalateAt as string);
    const [mail] = await mailsTo(buyer.email, `/disputes/${disputeId}`);
    expect(mail!.subject).toBe('Actualización de la disputa: Logo gig');
    expect(mail!.text).toContain('Hola, Bea Compradora:');
    expect(mail!.text).toContain('Sam Seller abrió una disputa sobre Logo gig.');
    const when = mailTime(escalateAt, 'America/Mexico_City', 'es');
    expect(when).toMatch(/\((GMT-6|CST)\)$/);
    expect(mail!.text).toContain(
      `Si no llegan a un acuerdo, cualquiera de los dos podrá pedir a Workify que decida a partir del ${when}.`,
    );
    expect(mail!.text).toContain(`Abrir la disputa: https://workify.example/disputes/${disputeId}`);
    expect(mail!.text).not.toMatch(/Hello |opened a dispute/);
    expect(await bellsOf(buyer.id, `/disputes/${disputeId}`)).toEqual(['Sam Seller abrió una disputa sobre Logo gig']);

    // A proposal names its amounts in the reader's money format.
    const proposed = await disputeStep(t, seller, disputeId, 'proposals', { outcome: 'partial', refundCents: 2000 });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const [proposal] = await mailsTo(buyer.email, 'propuso');
    expect(proposal!.text).toContain(
      `Sam Seller propuso un reembolso parcial de ${formatMoney(2000, 'minor', 'es')} al comprador y ${formatMoney(3000, 'minor', 'es')} liberados al vendedor para Logo gig.`,
    );
  });

  it('a person with no language saved reads today’s English, and the escalation time in UTC', async () => {
    const buyer = await signUp(t.app, { fullName: 'Nora None' });
    const { disputeId } = await disputedOrder(t, gigId, seller, { buyer, by: 'seller' });
    const [mail] = await mailsTo(buyer.email, `/disputes/${disputeId}`);
    expect(mail!.subject).toBe('Dispute update: Logo gig');
    expect(mail!.text.replace(/\r\n/g, '\n')).toContain(
      ['Hello Nora None,', '', 'Sam Seller opened a dispute on Logo gig.', ''].join('\n'),
    );
    expect(mail!.text).toMatch(/If you cannot agree, either of you can ask Workify to decide from .+ \(UTC\)\./);
    expect(mail!.text).toContain(`Open the dispute: https://workify.example/disputes/${disputeId}`);
  });
});

describe('invitation mails', () => {
  it('an Arabic freelancer reads the invitation in Arabic; the client’s message as written, the unsubscribe headers kept', async () => {
    const client = await signUp(t.app, { role: 'client', fullName: 'Cora Client' });
    const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Amal' });
    await speak(freelancer, 'Amal', 'ar', 'Asia/Riyadh');
    const post = await createPost(t.app, client, { title: 'Logo for a bakery' });
    const res = await as(
      t.app,
      client,
    )({
      method: 'POST',
      url: `/api/v1/posts/${post._id}/invitations`,
      payload: { freelancerId: freelancer.id, message: 'Your portfolio fits this job.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(freelancer.email, `/post/${post._id}`);
    expect(mail!.subject).toBe('دعاك Cora Client إلى وظيفة: Logo for a bakery');
    expect(mail!.text).toContain('مرحبًا Amal،');
    expect(mail!.text).toContain('دعاك Cora Client إلى التقديم على منشور الوظيفة «Logo for a bakery»:');
    expect(mail!.text).toContain('Your portfolio fits this job.');
    expect(mail!.text).toContain(`اطّلع على المنشور وقدّم عليه: https://workify.example/post/${post._id}`);
    expect(mail!.text).toContain('إيقاف الرسائل المتعلقة بالدعوات: https://workify.example/');
    expect(mail!.head).toMatch(/List-Unsubscribe: <https:\/\/workify\.example\//);
    expect(mail!.head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await bellsOf(freelancer.id, `/post/${post._id}`)).toEqual([
      'دعاك Cora Client إلى التقديم على Logo for a bakery',
    ]);
  });
});

describe('moderation mails', () => {
  it('a French freelancer reads why their gig was hidden in French; the moderator’s reason as written', async () => {
    const french = await signUp(t.app, { role: 'freelancer', fullName: 'Fanny Vendeuse' });
    await speak(french, 'Fanny Vendeuse', 'fr', 'Europe/Paris');
    const frenchGig = await publishGig(t.app, french, {
      title: 'Affiche',
      price: '50',
      deliveryTime: '2',
      revisionNumber: '1',
      coverImage: await pngFile(40, 30),
    });
    const admin = await makeAdmin(t);
    expect((await hide(t, admin, 'gig', frenchGig, 'Copies the work of another artist')).statusCode).toBe(200);
    const [mail] = await mailsTo(french.email, 'Copies the work');
    expect(mail!.subject).toBe('Workify a masqué votre contenu : le motif');
    expect(mail!.text).toContain('Bonjour Fanny Vendeuse,');
    expect(mail!.text).toContain('Workify a masqué votre service « Affiche ».');
    expect(mail!.text).toContain('Motif : Copies the work of another artist');
    expect(mail!.text).toContain(
      'Si vous pensez qu’il s’agit d’une erreur, expliquez-nous pourquoi via https://workify.example/contact et nous réexaminerons la décision.',
    );
    expect(mail!.text).not.toMatch(/Hello |Reason:/);
    expect(await bellsOf(french.id, `/gig/${frenchGig}`)).toContain(
      'Workify a masqué votre service « Affiche ». Motif : Copies the work of another artist',
    );
  });
});

describe('bells of other kinds', () => {
  it('Portuguese readers: the client’s bell of an application, the applicant’s of its completion', async () => {
    const client = await signUp(t.app, { fullName: 'Carla Cliente' });
    await speak(client, 'Carla Cliente', 'pt-BR', 'America/Sao_Paulo');
    const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Fred Freelancer' });
    await speak(freelancer, 'Fred Freelancer', 'pt-BR', null);
    const { application } = await postWithApplicant(t, client, freelancer);
    expect(await bellsOf(client.id, '/applications')).toEqual([
      'Fred Freelancer se candidatou ao seu anúncio Landing page for a bakery',
    ]);
    const res = await as(
      t.app,
      client,
    )({
      method: 'PUT',
      url: `/api/v1/applications/updateapplication/${application._id}`,
      payload: { isCompleted: 'true' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bellsOf(freelancer.id, '/myapplication')).toEqual([
      'Sua candidatura para Landing page for a bakery foi marcada como concluída',
    ]);
  });
});
