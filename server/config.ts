import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().default('./web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Workify <no-reply@workify.local>'),
  CONTACT_INBOX: z.string().email().default('team@workify.local'),
  UPLOAD_MAX_MB: z.coerce.number().positive().default(5),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  REPORT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  SECURE_COOKIES: boolish,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where Stripe's API is (tests point it at a fake Stripe server); Stripe's own by default. */
  STRIPE_API_BASE: z.string().url().optional(),
  TRUST_PROXY: z.string().optional(),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().positive().default(3),
  ORDER_TEST_HOOKS: boolish,
  /** Tests only (ignored unless NODE_ENV=test): scrypt's N for new password hashes, a power of two. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(2)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .optional(),
  PAYOUT_CLEARING_DAYS: z.coerce.number().min(0, 'must be 0 or more days').max(365).default(7),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100').default(0),
  OFFER_EXPIRY_DAYS: z.coerce.number().positive().default(7),
  DISPUTE_ESCALATE_HOURS: z.coerce.number().min(0, 'must be 0 or more hours').max(8760).default(48),
  DEMO_DATA: z.enum(['on', 'off'], 'must be on or off').default('on'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
});

/**
 * Which peers may set X-Forwarded-For/-Proto/-Host: none by default; a hop count
 * ("1": the one proxy in front) or a comma-separated list of addresses/CIDRs.
 */
export function parseTrustProxy(raw: string | undefined): false | string[] | ((address: string, hop: number) => boolean) {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops; // proxy-addr's meaning of a hop count
  }
  return value.split(',').map((a) => a.trim()).filter(Boolean);
}

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error('Invalid environment: PUBLIC_URL is required in production (the address users open, e.g. https://workify.example.com); mailed links are built from it');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /** Mailed links and the Origin check use only this, never a request's headers. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    /** False when publicUrl is the development default (the Origin check then also accepts the Host). */
    publicUrlConfigured: Boolean(e.PUBLIC_URL),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactInbox: e.CONTACT_INBOX, outboxDir: path.join(dataDir, 'outbox') },
    uploads: { dir: path.join(dataDir, 'uploads'), maxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024) },
    authRateLimit: e.AUTH_RATE_LIMIT,
    /** Reports one account may send per hour (issue 23). */
    reportRateLimit: e.REPORT_RATE_LIMIT,
    sessionDays: e.SESSION_DAYS,
    /** Load the demo marketplace into a new, empty embedded database at start. */
    demoData: e.DEMO_DATA === 'on',
    secureCookies: e.SECURE_COOKIES || e.NODE_ENV === 'production',
    // The test hooks (moving the order sweep's clock) can never be on in production.
    /** Cheaper password hashes, for the test suites only (they create thousands of accounts). */
    passwordHashCost: e.NODE_ENV === 'test' ? e.PASSWORD_HASH_COST : undefined,
    orders: { autoCompleteDays: e.ORDER_AUTO_COMPLETE_DAYS, testHooks: e.ORDER_TEST_HOOKS && e.NODE_ENV !== 'production' },
    // Money (issue 22): the fee kept at release (the promise is none) and the wait before
    // released money can be withdrawn (0: available at completion).
    money: { platformFeePercent: e.PLATFORM_FEE_PERCENT, clearingDays: e.PAYOUT_CLEARING_DAYS },
    /** A pending offer expires this many days after it was made. */
    offers: { expiryDays: e.OFFER_EXPIRY_DAYS },
    /** A party may escalate a dispute to an admin this many hours after it opened without agreement. */
    disputes: { escalateHours: e.DISPUTE_ESCALATE_HOURS },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    s3: e.S3_BUCKET
      ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}
