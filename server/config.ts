import path from 'node:path';
import { z } from 'zod';
import { httpsUrlSchema, teamMemberSchema } from '@shared/schemas/site';
import { DEFAULT_CURRENCY, isMarketplaceCurrencyCode } from '@shared/money';

const boolish = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** An empty value counts as unset (a compose file's `SOCIAL_X_URL=` line). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** TEAM_MEMBERS: a JSON array of { name, role, photoUrl?, github?, x?, linkedin? }. */
const teamMembersEnv = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of { "name", "role", "photoUrl"? }' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(teamMemberSchema, 'must be a JSON array of { "name", "role", "photoUrl"? }')
      .max(24, 'lists at most 24 people'),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Web push (issue 35): the VAPID key pair, base64url; without both, a pair is made once in DATA_DIR/vapid.json. */
  /** Seals TOTP secrets at rest (AES-256-GCM): 32 bytes, base64; without it, a key is made once in DATA_DIR/secrets.key. */
  SECRETS_KEY: unsetIfEmpty(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)'),
  ),
  VAPID_PUBLIC_KEY: unsetIfEmpty(z.string()),
  VAPID_PRIVATE_KEY: unsetIfEmpty(z.string()),
  /** Who the push services may contact: a mailto: or https: URL; by default mailto: the MAIL_FROM address. */
  VAPID_SUBJECT: unsetIfEmpty(z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')),
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
  /** Issue 34: a submitted milestone left unanswered this many days is approved by the sweep. */
  MILESTONE_AUTO_APPROVE_DAYS: z.coerce.number().positive().default(14),
  ORDER_TEST_HOOKS: boolish,
  /** Tests only (ignored unless NODE_ENV=test): scrypt's N for new password hashes, a power of two. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(2)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .optional(),
  PAYOUT_CLEARING_DAYS: z.coerce.number().min(0, 'must be 0 or more days').max(365).default(7),
  /** Issue 33: the one currency the marketplace settles in (ISO 4217); fixed once money was recorded in it. */
  MARKETPLACE_CURRENCY: unsetIfEmpty(
    z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine(isMarketplaceCurrencyCode, 'must be an ISO 4217 currency code, e.g. USD, EUR or JPY'),
  ),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100').default(0),
  OFFER_EXPIRY_DAYS: z.coerce.number().positive().default(7),
  DISPUTE_ESCALATE_HOURS: z.coerce.number().min(0, 'must be 0 or more hours').max(8760).default(48),
  /** Unset: on for a local start only (see isLocalAddress); `on` loads it anywhere. */
  DEMO_DATA: z.enum(['on', 'off'], 'must be on or off').optional(),
  RENDER_PAGES: z.enum(['on', 'off'], 'must be on or off').default('on'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  // The operator's own profiles, linked from the footer; a network left unset shows no icon.
  SOCIAL_GITHUB_URL: unsetIfEmpty(httpsUrlSchema),
  SOCIAL_X_URL: unsetIfEmpty(httpsUrlSchema),
  SOCIAL_LINKEDIN_URL: unsetIfEmpty(httpsUrlSchema),
  TEAM_MEMBERS: unsetIfEmpty(teamMembersEnv),
  // Sign in with Google and with any OpenID Connect provider (issue 32); a provider left unset shows no button.
  GOOGLE_CLIENT_ID: unsetIfEmpty(z.string()),
  GOOGLE_CLIENT_SECRET: unsetIfEmpty(z.string()),
  OIDC_ISSUER: unsetIfEmpty(z.string().url()),
  OIDC_CLIENT_ID: unsetIfEmpty(z.string()),
  OIDC_CLIENT_SECRET: unsetIfEmpty(z.string()),
  OIDC_NAME: unsetIfEmpty(z.string().max(40, 'must be at most 40 characters')),
});

/**
 * Which peers may set X-Forwarded-For/-Proto/-Host: none by default; a hop count
 * ("1": the one proxy in front) or a comma-separated list of addresses/CIDRs.
 */
export function parseTrustProxy(
  raw: string | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops; // proxy-addr's meaning of a hop count
  }
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an address only this machine can open (localhost, 127.0.0.1, [::1]). */
export function isLocalAddress(url: string): boolean {
  const { hostname } = new URL(url);
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The origins one app answers on. A loopback PUBLIC_URL is the same server under each
 * loopback spelling (the start-up log prints 127.0.0.1, the default says localhost), so
 * each is its own origin; any other PUBLIC_URL has exactly one.
 */
export function ownOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!isLocalAddress(publicUrl)) return [url.origin];
  const spellings = [url.hostname, ...LOOPBACK_HOSTS];
  return [
    ...new Set(
      spellings.map((host) => {
        url.hostname = host;
        return url.origin;
      }),
    ),
  ];
}

export type Config = ReturnType<typeof loadConfig>;

/** The address a person opens: PUBLIC_URL, or with none set (development), localhost at the port listened on. */
export function addressToOpen(config: Config, listening: string | { port: number } | null): string {
  if (config.publicUrlConfigured || !listening || typeof listening === 'string') return config.publicUrl;
  return `http://localhost:${listening.port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid environment: PUBLIC_URL is required in production (the address users open, e.g. https://workify.example.com); mailed links are built from it',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then made in DATA_DIR/vapid.json)',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new Error('Invalid environment: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither');
  }
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new Error('Invalid environment: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const localStart = !e.PUBLIC_URL || isLocalAddress(e.PUBLIC_URL);
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
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      contactInbox: e.CONTACT_INBOX,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      keysFile: path.join(dataDir, 'vapid.json'),
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim()}`,
    },
    secrets: {
      key: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'base64') : null,
      keyFile: path.join(dataDir, 'secrets.key'),
    },
    uploads: { dir: path.join(dataDir, 'uploads'), maxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024) },
    authRateLimit: e.AUTH_RATE_LIMIT,
    /** Reports one account may send per hour (issue 23). */
    reportRateLimit: e.REPORT_RATE_LIMIT,
    sessionDays: e.SESSION_DAYS,
    /** Only this machine can open the app (no PUBLIC_URL, or a loopback one). */
    localStart,
    /**
     * Load the demo marketplace into a new, empty embedded database at start: by itself only
     * for a local start; an instance others can reach gets it only with DEMO_DATA=on said.
     */
    demoData: e.DEMO_DATA === 'on' || (e.DEMO_DATA === undefined && localStart),
    secureCookies: e.SECURE_COOKIES || e.NODE_ENV === 'production',
    /**
     * Render public screens on the server for signed-out visitors (docs/public-pages.md). Off, the
     * browser renders them as it renders signed-in ones; their status codes, head tags and JSON-LD
     * stay. A switch for an operator chasing a rendering fault, and the measure of what rendering buys.
     */
    renderPages: e.RENDER_PAGES === 'on',
    // The test hooks (moving the order sweep's clock) can never be on in production.
    /** Cheaper password hashes, for the test suites only (they create thousands of accounts). */
    passwordHashCost: e.NODE_ENV === 'test' ? e.PASSWORD_HASH_COST : undefined,
    orders: {
      autoCompleteDays: e.ORDER_AUTO_COMPLETE_DAYS,
      milestoneAutoApproveDays: e.MILESTONE_AUTO_APPROVE_DAYS,
      testHooks: e.ORDER_TEST_HOOKS && e.NODE_ENV !== 'production',
    },
    // Money (issue 22): the fee kept at release (the promise is none) and the wait before
    // released money can be withdrawn (0: available at completion).
    // and the currency everything is priced, paid and recorded in (upper-case ISO 4217).
    money: {
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
      clearingDays: e.PAYOUT_CLEARING_DAYS,
      currency: e.MARKETPLACE_CURRENCY ?? DEFAULT_CURRENCY,
    },
    /** A pending offer expires this many days after it was made. */
    offers: { expiryDays: e.OFFER_EXPIRY_DAYS },
    /** A party may escalate a dispute to an admin this many hours after it opened without agreement. */
    disputes: { escalateHours: e.DISPUTE_ESCALATE_HOURS },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    /** The sign-in providers configured (server/modules/users/oidc-providers.ts); null: no button. */
    signIn: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              name: 'Google',
              issuer: 'https://accounts.google.com',
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
            }
          : null,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              name: e.OIDC_NAME ?? 'OpenID Connect',
              issuer: e.OIDC_ISSUER,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
            }
          : null,
    },
    /** What the operator says about themselves: the footer's social links and the Team page. */
    site: {
      social: {
        github: e.SOCIAL_GITHUB_URL ?? null,
        x: e.SOCIAL_X_URL ?? null,
        linkedin: e.SOCIAL_LINKEDIN_URL ?? null,
      },
      team: e.TEAM_MEMBERS ?? [],
    },
  };
}
