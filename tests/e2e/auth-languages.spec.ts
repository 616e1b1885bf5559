import { expect, test } from './fixtures';
import { readsInLanguage } from './language-checks';

/**
 * Issue 33: the sign-in screens around the login form read in the visitor's language: the
 * forgot-password screen (its heading, text, button and what it says once sent) and the login's
 * other way in, the passkey button.
 */
const LANGUAGES = [
  {
    locale: 'es',
    dir: 'ltr',
    forgot: '¿Olvidaste tu contraseña?',
    send: 'Enviar enlace',
    sent: 'el enlace ya va en camino',
    passkey: 'Iniciar sesión con una llave de acceso',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    forgot: 'هل نسيت كلمة المرور؟',
    send: 'إرسال الرابط',
    sent: 'فالرابط في طريقه إليك',
    passkey: 'سجّل الدخول بمفتاح المرور',
  },
];
const ENGLISH = [
  'Forgot your password',
  'Send Reset Link',
  'reset link',
  'Back to login',
  'passkey',
  'Try the demo',
  'Sign in as',
];

for (const lang of LANGUAGES)
  test(`${lang.locale} at 375 px: forgot password and the login's other ways in`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: lang.locale });
    const page = await context.newPage();
    await page.goto(`/login/forgot-password?lang=${lang.locale}`);
    await expect(page.getByRole('heading', { name: lang.forgot })).toBeVisible();
    await page.getByRole('textbox').fill('nobody-here@example.com');
    await page.getByRole('button', { name: lang.send }).click();
    await expect(page.getByRole('status').filter({ hasText: lang.sent })).toBeVisible();
    await readsInLanguage(page, lang, `auth-forgot-${lang.locale}-375`, ENGLISH);

    await page.goto(`/login?lang=${lang.locale}`);
    await expect(page.getByRole('button', { name: lang.passkey })).toBeVisible();
    await readsInLanguage(page, lang, `auth-login-${lang.locale}-375`, ENGLISH);
    await context.close();
  });
