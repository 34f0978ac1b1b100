import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { knownLanguages, languageSchema } from '@sanad/contract';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';

/** The repository root: relative paths in the environment are read from here, whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const languagesList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(languageSchema).min(1));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_MAP_KEY: z.string().default(''),
  SUPPORTED_LANGUAGES: languagesList.default([...knownLanguages]),
  DEFAULT_LANGUAGE: languageSchema.default('ar'),
  /**
   * Demo aids (the /api/dev/* endpoints, the simulators, demo accounts with a public password): on only when asked
   * (`npm start` asks), refused with production settings.
   */
  DEMO_MODE: flag.optional(),
  SEED_DEMO_DATA: flag.optional(),
  /** The OpenAPI document and its UI at /api/docs: on outside production, off in production unless set. */
  API_DOCS: flag.optional(),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  LOCALES_DIR: z.string().default('apps/web/src/locales'),
  /** Set when TLS ends at this process or at a proxy in front of it: cookies become Secure and __Host- prefixed. */
  COOKIE_SECURE: flag.optional(),
  /**
   * The proxies in front of the portal whose X-Forwarded-For entries name the client (decision 014): `false` (none, the
   * default), how many (`1` behind one load balancer), or their addresses and CIDR ranges, comma-separated.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Instances behind the load balancer; production with more than one needs REDIS_URL so they share rate-limit counts. */
  INSTANCE_COUNT: z.coerce.number().int().min(1).default(1),
  /** Requests a minute one client address may make to the /api endpoints open to visitors, in all (decision 014). */
  API_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(1200),
  /** Signs e-mail activation links; required in production. */
  APP_SECRET: z.string().min(32).optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().default(''),
  SMS_SENDER: z.string().default('SANAD'),
  EMAIL_SERVICE_URL: z.string().url().optional(),
  EMAIL_SERVICE_TOKEN: z.string().default(''),
  EMAIL_FROM: z.string().default('no-reply@sanad.gov.sa'),
  IAM_BASE_URL: z.string().url().optional(),
  IAM_CLIENT_ID: z.string().default(''),
  IAM_CLIENT_SECRET: z.string().default(''),
  /** The bank-verification service that checks payment IBANs; both or neither, and both in production. */
  BANK_VERIFICATION_URL: z.string().url().optional(),
  BANK_VERIFICATION_TOKEN: z.string().optional(),
  PAYMENTS_URL: z.string().url().optional(),
  PAYMENTS_TOKEN: z.string().optional(),
  /** The national civil registry that confirms a NIN and birth date; both or neither, and both in production. */
  CIVIL_REGISTRY_URL: z.string().url().optional(),
  CIVIL_REGISTRY_TOKEN: z.string().optional(),
  /** Public address of the portal, for links in e-mails. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Sign-in attempts (password, OTP, single sign-on, white list) allowed per minute from one IP and for one username.
   * Behind a NAT or proxy many people share an IP; a load test from one machine needs both raised.
   */
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().default(10),
  /**
   * Passwords hashed at once (argon2id, 19 MiB and about 25 ms of one core each). Default: one fewer than the cores,
   * at least one, so a burst of sign-ins always leaves a core to the event loop (decision 017).
   */
  PASSWORD_HASH_THREADS: z.coerce.number().int().min(1).max(64).optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  googleMapKey: string;
  supportedLanguages: z.infer<typeof languageSchema>[];
  defaultLanguage: z.infer<typeof languageSchema>;
  /** Demo aids are served: /api/dev/*, the local simulators' controls, demo accounts. Never with production settings. */
  demoMode: boolean;
  seedDemoData: boolean;
  /** The OpenAPI document and its UI are served at /api/docs. */
  apiDocs: boolean;
  webDistDir: string;
  localesDir: string;
  cookieSecure: boolean;
  /** The proxies that may name the client (never all of them, which would let a client write its own address). */
  trustProxy: TrustProxy;
  instanceCount: number;
  /** Requests a minute per client address to /api, all endpoints together. */
  apiRateLimit: { perIp: number };
  appSecret: string;
  publicUrl: string;
  sms: { url: string; token: string; sender: string } | null;
  email: { url: string; token: string; from: string } | null;
  identityProvider: { baseUrl: string; clientId: string; clientSecret: string } | null;
  /** The bank-verification service; null means the local simulator (demo mode, tests). */
  bankVerification: { url: string; token: string } | null;
  /** The payment bank (PAYMENTS_URL/TOKEN); null uses the local adapter, which pays at once (demo and tests only). */
  payments: { url: string; token: string } | null;
  /** The civil registry; null means the local one that confirms any valid NIN (demo mode, tests). */
  civilRegistry: { url: string; token: string } | null;
  /** Sign-in attempts allowed per minute per IP and per username. */
  loginRateLimit: { perIp: number; perUsername: number };
  /** Password hashes computed at once, each on a thread of its own. */
  passwordHashThreads: number;
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

/** Parses the environment once; the only reader of process.env (ARCHITECTURE layout). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Served over HTTPS (COOKIE_SECURE set) outside the tests is a real deployment even when NODE_ENV was forgotten: it
  // gets production's refusals, so it never runs on the simulators or with the public demo accounts (decisions 011, 041).
  const deployment = production || (e.COOKIE_SECURE === true && e.NODE_ENV !== 'test');
  const where = production ? 'production' : 'a deployment over HTTPS (COOKIE_SECURE)';
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  // Each instance would count on its own: a client spread over N instances would get N times every limit.
  if (deployment && e.INSTANCE_COUNT > 1 && !e.REDIS_URL) {
    throw new Error(
      `Invalid configuration: INSTANCE_COUNT=${e.INSTANCE_COUNT} in ${where} needs REDIS_URL, so that every instance shares the rate-limit counts`,
    );
  }
  // Demo mode opens /api/dev/* and seeds accounts whose password is in the README: only when asked for, so a
  // deployment that forgets NODE_ENV exposes none of it, and never together with what marks a real deployment.
  const demoMode = e.DEMO_MODE ?? false;
  const cookieSecure = e.COOKIE_SECURE ?? production;
  if (demoMode && production) throw new Error('Invalid configuration: DEMO_MODE cannot be on with NODE_ENV=production');
  if (demoMode && cookieSecure)
    throw new Error('Invalid configuration: DEMO_MODE cannot be on with COOKIE_SECURE (a deployment over HTTPS)');
  if (deployment && e.SEED_DEMO_DATA) throw new Error(`Invalid configuration: SEED_DEMO_DATA cannot be on in ${where}`);
  const bankUrl = e.BANK_VERIFICATION_URL;
  const bankToken = e.BANK_VERIFICATION_TOKEN || undefined;
  const paymentsUrl = e.PAYMENTS_URL;
  const paymentsToken = e.PAYMENTS_TOKEN || undefined;
  const registryUrl = e.CIVIL_REGISTRY_URL;
  const registryToken = e.CIVIL_REGISTRY_TOKEN || undefined;
  // Every real service a deployment needs, named all at once: an operator fixes the list in one go, not one start each.
  // Payments go to verified IBANs through the payment bank and registration rests on the registry's answer: never the
  // simulators there.
  if (deployment) {
    const missing = [
      ...(e.APP_SECRET ? [] : ['APP_SECRET']),
      ...(e.SMS_GATEWAY_URL ? [] : ['SMS_GATEWAY_URL']),
      ...(e.EMAIL_SERVICE_URL ? [] : ['EMAIL_SERVICE_URL']),
      ...(e.IAM_BASE_URL ? [] : ['IAM_BASE_URL']),
      ...(bankUrl && bankToken ? [] : ['BANK_VERIFICATION_URL and BANK_VERIFICATION_TOKEN']),
      ...(paymentsUrl && paymentsToken ? [] : ['PAYMENTS_URL and PAYMENTS_TOKEN']),
      ...(registryUrl && registryToken ? [] : ['CIVIL_REGISTRY_URL and CIVIL_REGISTRY_TOKEN']),
    ];
    if (missing.length > 0) throw new Error(`Invalid configuration: ${where} needs ${missing.join(', ')}`);
  }
  if (!bankUrl !== !bankToken) {
    throw new Error('Invalid configuration: BANK_VERIFICATION_URL and BANK_VERIFICATION_TOKEN are set together or not at all');
  }
  if (!paymentsUrl !== !paymentsToken) {
    throw new Error('Invalid configuration: PAYMENTS_URL and PAYMENTS_TOKEN are set together or not at all');
  }
  if (!registryUrl !== !registryToken) {
    throw new Error('Invalid configuration: CIVIL_REGISTRY_URL and CIVIL_REGISTRY_TOKEN are set together or not at all');
  }
  if (!e.SUPPORTED_LANGUAGES.includes(e.DEFAULT_LANGUAGE)) {
    throw new Error(`Invalid configuration: DEFAULT_LANGUAGE ${e.DEFAULT_LANGUAGE} is not in SUPPORTED_LANGUAGES`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    googleMapKey: e.GOOGLE_MAP_KEY,
    supportedLanguages: e.SUPPORTED_LANGUAGES,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    demoMode,
    seedDemoData: e.SEED_DEMO_DATA ?? demoMode,
    apiDocs: e.API_DOCS ?? !production,
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    localesDir: fromRoot(e.LOCALES_DIR),
    cookieSecure,
    trustProxy,
    instanceCount: e.INSTANCE_COUNT,
    apiRateLimit: { perIp: e.API_RATE_LIMIT_PER_IP },
    // Outside production a fixed secret keeps demo links valid across restarts; it protects nothing real.
    appSecret: e.APP_SECRET ?? 'sanad-development-secret-not-for-production-use',
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    sms: e.SMS_GATEWAY_URL ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN, sender: e.SMS_SENDER } : null,
    email: e.EMAIL_SERVICE_URL ? { url: e.EMAIL_SERVICE_URL, token: e.EMAIL_SERVICE_TOKEN, from: e.EMAIL_FROM } : null,
    identityProvider: e.IAM_BASE_URL ? { baseUrl: e.IAM_BASE_URL, clientId: e.IAM_CLIENT_ID, clientSecret: e.IAM_CLIENT_SECRET } : null,
    bankVerification: bankUrl && bankToken ? { url: bankUrl, token: bankToken } : null,
    payments: paymentsUrl && paymentsToken ? { url: paymentsUrl, token: paymentsToken } : null,
    civilRegistry: registryUrl && registryToken ? { url: registryUrl, token: registryToken } : null,
    loginRateLimit: { perIp: e.LOGIN_RATE_LIMIT_PER_IP, perUsername: e.LOGIN_RATE_LIMIT_PER_USERNAME },
    passwordHashThreads: e.PASSWORD_HASH_THREADS ?? Math.max(1, availableParallelism() - 1),
  };
}
