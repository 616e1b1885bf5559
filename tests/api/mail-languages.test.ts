import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTime } from '@shared/time-zones';
import { orders } from '../../server/db/schema';
import { disputeCast } from '../support/disputes';
import { bellTexts, mailsTo as mailsToOf, speak as speakAs } from '../support/mail-reading';
import { publishGig } from '../support/gigs';
import { pngFile } from '../support/multipart';
import { offerFromApplication, postWithApplicant } from '../support/offers';
import { deliverWork, orderStep, paidOrder } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

// Issue 33: every mail in its recipient's saved language and zone, never the sender's.
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

const bellsOf = (userId: string, orderId: string) => bellTexts(t, userId, `/orders/${orderId}`);

describe('order mails', () => {
  it('a Spanish buyer and a French seller of one order each read their own language; times in the buyer’s zone, named', async () => {
    const buyer = await signUp(t.app, { fullName: 'Bea Compradora' });
    await speak(buyer, 'Bea Compradora', 'es', 'America/Mexico_City');
    const french = await signUp(t.app, { role: 'freelancer', fullName: 'Fanny Vendeuse' });
    await speak(french, 'Fanny Vendeuse', 'fr', 'Europe/Paris');
    const frenchGig = await publishGig(t.app, french, {
      title: 'Logo gig',
      price: '50',
      deliveryTime: '2',
      revisionNumber: '1',
      coverImage: await pngFile(40, 30),
    });
    const { orderId } = await paidOrder(t, frenchGig, buyer);
    const [paid] = await mailsTo(french.email, `/orders/${orderId}`);
    expect(paid!.subject).toBe('Mise à jour de la commande : Logo gig');
    expect(paid!.text).toContain('Bonjour Fanny Vendeuse,');
    expect(paid!.text).toContain('Bea Compradora a payé votre service Logo gig.');
    expect(paid!.text).toContain('Vous pouvez désactiver ces e-mails dans votre profil.');

    expect((await deliverWork(t, french, orderId)).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const at = new Date(row!.deliveredAt!.getTime() + t.ctx.config.orders.autoCompleteDays * 86_400_000);
    const [delivered] = await mailsTo(buyer.email, 'entregó el trabajo');
    expect(delivered!.subject).toBe('Actualización del pedido: Logo gig');
    expect(delivered!.text).toContain('Hola, Bea Compradora:');
    expect(delivered!.text).toContain('Fanny Vendeuse entregó el trabajo: Logo gig.');
    const when = mailTime(at, 'America/Mexico_City', 'es');
    expect(when).toMatch(/de \d{4} a las \d{1,2}:\d\d \((GMT-6|CST)\)$/);
    expect(delivered!.text).toContain(`Si no respondes, el pedido se completará automáticamente el ${when}.`);
    expect(delivered!.text).toContain(`Abrir el pedido: https://workify.example/orders/${orderId}`);
    expect(delivered!.text).not.toMatch(/delivered the work|Hello /);
    // The bells too, each written in its reader's language when it rang.
    expect(await bellsOf(buyer.id, orderId)).toContain('Fanny Vendeuse entregó el trabajo: Logo gig');
    expect(await bellsOf(french.id, orderId)).toContain('Bea Compradora a payé votre service Logo gig');
  });

  it('an Arabic buyer reads Arabic, with the time in their zone', async () => {
    const buyer = await signUp(t.app, { fullName: 'Amal' });
    await speak(buyer, 'Amal', 'ar', 'Asia/Riyadh');
    const { orderId } = await paidOrder(t, gigId, buyer);
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    const [mail] = await mailsTo(buyer.email, `/orders/${orderId}`);
    expect(mail!.subject).toBe('تحديث على الطلب: Logo gig');
    expect(mail!.text).toContain('مرحبًا Amal،');
    expect(mail!.text).toContain('سلّم Sam Seller العمل: Logo gig.');
    expect(mail!.text).toContain('إذا لم ترد، فسيكتمل الطلب تلقائيًا في');
  });

  it('a person with no language saved gets today’s English, word for word', async () => {
    const buyer = await signUp(t.app, { fullName: 'Nora None' });
    const { orderId } = await paidOrder(t, gigId, buyer);
    const [paid] = (await mailsTo(seller.email, `/orders/${orderId}`)).filter((m) => m.text.includes('paid for'));
    expect(paid!.subject).toBe('Order update: Logo gig');
    expect(paid!.text.replace(/\r\n/g, '\n')).toContain(
      [
        'Hello Sam Seller,',
        '',
        'Nora None paid for your gig Logo gig.',
        '',
        `Open the order: https://workify.example/orders/${orderId}`,
        '',
        'You can switch these mails off in your profile.',
      ].join('\n'),
    );
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    const [delivered] = await mailsTo(buyer.email, 'delivered the work');
    expect(delivered!.text).toContain('Sam Seller delivered the work: Logo gig.');
    expect(delivered!.text).toMatch(
      /If you do not answer, the order completes by itself on \w+ \d+, \d{4} at .+ \(UTC\)\./,
    );
  });

  it('a Spanish seller’s released funds: the order notice in Spanish, its amount and day in Spanish format', async () => {
    const spanishSeller = await signUp(t.app, { role: 'freelancer', fullName: 'Sara Vendedora' });
    await speak(spanishSeller, 'Sara Vendedora', 'es', 'Europe/Madrid');
    const gig = await publishGig(t.app, spanishSeller, {
      title: 'Mural',
      price: '50',
      deliveryTime: '2',
      revisionNumber: '1',
      coverImage: await pngFile(40, 30),
    });
    const { buyer, orderId } = await paidOrder(t, gig);
    expect((await deliverWork(t, spanishSeller, orderId)).statusCode).toBe(200);
    expect((await orderStep(t, buyer, orderId, 'accept')).statusCode).toBe(200);
    const mails = await mailsTo(spanishSeller.email, 'Fondos liberados');
    expect(mails.some((m) => /Fondos liberados: [\d.,]+\sUS\$ por «Mural»/.test(m.text))).toBe(true);
    expect(mails.every((m) => !m.text.includes('Funds released'))).toBe(true);
  });
});

describe('offer mails', () => {
  it('a Spanish freelancer reads the offer in Spanish, with its expiry in their zone', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    await speak(freelancer, 'Fede Freelance', 'es', 'America/Bogota');
    await offerFromApplication(t, client, application._id);
    const [mail] = await mailsTo(freelancer.email, 'te envió una oferta');
    expect(mail!.text).toContain('Hola, Fede Freelance:');
    expect(mail!.text).toContain('Cora Client te envió una oferta: Landing page for a bakery (300\u00a0US$).');
    expect(mail!.text).toMatch(/La oferta vence el .+ \(GMT-5\)\./);
    expect(mail!.text).toContain('Puedes desactivar estos correos en tu perfil.');
  });
});

describe('account mails', () => {
  it('the verification link and the password reset reach a Spanish account in Spanish', async () => {
    const user = await signUp(t.app, { unverified: true, fullName: 'Vera Verifica' });
    await speak(user, 'Vera Verifica', 'es', null);
    expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/users/verify-email/resend' })).statusCode).toBe(200);
    const [verify] = await mailsTo(user.email, 'Verifica tu correo de Workify');
    expect(verify!.subject).toBe('Verifica tu correo de Workify');
    expect(verify!.text).toContain(
      'Confirma que esta dirección es tuya abriendo este enlace en las próximas 24 horas:',
    );
    expect(verify!.text).toContain('https://workify.example/verify-email/');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const [reset] = await mailsTo(user.email, 'Restablece tu contraseña de Workify');
    expect(reset!.text).toContain('Hola, Vera Verifica:');
    expect(reset!.text).toContain('https://workify.example/resetpassword/');
    expect(reset!.text).toContain('Si no fuiste tú, ignora este correo: tu contraseña sigue igual.');
  });
});
