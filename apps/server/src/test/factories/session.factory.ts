import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  allEndpoints,
  currentUserSchema,
  isValidNin,
  mobileVerificationStatus,
  otpSentSchema,
  sessionCookies,
  type CurrentUser,
  type OtpSent,
} from '@sanad/contract';
import { and, eq } from 'drizzle-orm';
import { account, dependent, emergencyDelegation, person, relationConfirmation } from '../../db/schema/index.ts';
import { createArgon2Hasher } from '../../platform/crypto/password-hasher.ts';
import type { Database } from '../../platform/db/database.ts';
import { xsrfCookieName, xsrfHeaderName } from '../../plugins/xsrf.ts';

/** The password of every account these factories create, unless a test gives another. */
export const testPassword = 'correct horse battery staple';

let sequence = 0;
// A per-process prefix keeps two test processes sharing a PostgreSQL server apart; the sequence keeps one unique.
const processPrefix = String(randomInt(0, 1000)).padStart(3, '0');
const next = () => {
  sequence += 1;
  return String(sequence).padStart(5, '0');
};

/** A national id with a valid check digit (DOMAIN.md), unique within this test process. */
export function uniqueNin(first: '1' | '2' = '1'): string {
  const body = `${first}${processPrefix}${next()}`;
  for (let check = 0; check <= 9; check += 1) if (isValidNin(`${body}${check}`)) return `${body}${check}`;
  throw new Error('no check digit found');
}

/** A Saudi mobile unique within this test process, so its outbox holds only its own messages. */
export function uniqueMobile(): string {
  return `05${processPrefix.slice(0, 3)}${next()}`;
}

// argon2id costs ~40 ms a hash: one per distinct password per test process is enough.
const hashes = new Map<string, Promise<string>>();
const hasher = createArgon2Hasher();
export function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hasher.hash(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface TestAccount {
  accountId: string;
  personId: string;
  username: string;
  password: string;
  mobile: string;
  nin: string;
  birthDate: string;
  nameEn: string;
}

export interface TestAccountOptions {
  role?: (typeof account.$inferInsert)['role'];
  password?: string;
  birthDate?: string;
  nameAr?: string;
  nameEn?: string;
  /** Any other account column (flags, status, mobile verification). */
  account?: Partial<typeof account.$inferInsert>;
}

/** An active person and account (username = NIN, verified mobile), as registration would leave them. */
export async function createTestAccount(db: Database, options: TestAccountOptions = {}): Promise<TestAccount> {
  const nin = uniqueNin();
  const mobile = uniqueMobile();
  const password = options.password ?? testPassword;
  const birthDate = options.birthDate ?? '1985-03-21';
  const nameEn = options.nameEn ?? `Test Person ${nin.slice(-4)}`;
  const [personRow] = await db
    .insert(person)
    .values({ nin, nameAr: options.nameAr ?? `شخص تجريبي ${nin.slice(-4)}`, nameEn, gender: 'M', birthDate })
    .returning({ id: person.id });
  if (!personRow) throw new Error('person was not inserted');
  const [accountRow] = await db
    .insert(account)
    .values({
      personId: personRow.id,
      username: nin,
      passwordHash: await passwordHashOf(password),
      role: options.role ?? 'APPLICANT',
      status: 'ACTIVE',
      mobile,
      mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      ...options.account,
    })
    .returning({ id: account.id });
  if (!accountRow) throw new Error('account was not inserted');
  return { accountId: accountRow.id, personId: personRow.id, username: nin, password, mobile, nin, birthDate, nameEn };
}

/** A relation an applicant declared, waiting for (or decided by) the adult dependent: it steers confirmRelationRequired. */
export async function createRelation(
  db: Database,
  values: {
    applicantAccountId: string;
    dependentPersonId: string;
    relationship?: string;
    status?: 'PENDING' | 'CONFIRMED' | 'REJECTED';
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(relationConfirmation)
    .values({ relationship: 'SON', status: 'PENDING', ...values })
    .returning({ id: relationConfirmation.id });
  if (!row) throw new Error('relation was not inserted');
  return row.id;
}

/**
 * The back office's emergency delegation: this dependent may enter this applicant's account. A delegation holds only
 * for an active dependent of the applicant who confirmed the relation (decision 028), so the stand-in is made one (an
 * active household row with a CONFIRMED confirmation) unless they already are one, or `household: false` asks for a
 * delegation that does not hold.
 */
export async function createDelegation(
  db: Database,
  values: {
    applicantAccountId: string;
    dependentAccountId: string;
    relationship?: string;
    reason?: string;
    active?: boolean;
    household?: boolean;
  },
): Promise<{ dependentId: string | null }> {
  const { household = true, ...delegation } = values;
  const relationship = delegation.relationship ?? 'SON';
  await db.insert(emergencyDelegation).values({ reason: 'ILLNESS', ...delegation, relationship });
  if (!household) return { dependentId: null };
  const [holder] = await db.select({ personId: account.personId }).from(account).where(eq(account.id, values.dependentAccountId));
  if (!holder) throw new Error(`no account ${values.dependentAccountId}`);
  const [existing] = await db
    .select({ id: dependent.id })
    .from(dependent)
    .where(
      and(
        eq(dependent.applicantAccountId, values.applicantAccountId),
        eq(dependent.personId, holder.personId),
        eq(dependent.status, 'ACTIVE'),
      ),
    );
  if (existing) return { dependentId: existing.id };
  const [row] = await db
    .insert(dependent)
    .values({ applicantAccountId: values.applicantAccountId, personId: holder.personId, relationship })
    .returning({ id: dependent.id });
  if (!row) throw new Error('dependent was not inserted');
  await db.insert(relationConfirmation).values({
    applicantAccountId: values.applicantAccountId,
    dependentPersonId: holder.personId,
    dependentId: row.id,
    relationship,
    status: 'CONFIRMED',
    decidedAt: new Date(),
  });
  return { dependentId: row.id };
}

let addressCounter = 0;

/** The GETs the contract marks as changing state: the web client sends the anti-forgery header with them too. */
const stateChangingGets = allEndpoints()
  .filter((endpoint) => endpoint.method === 'GET' && endpoint.changesState)
  .map((endpoint) => new RegExp(`^${endpoint.path.replace(/\{[^}]+\}/g, '[^/?]+')}(\\?|$)`));

/**
 * One browser against the app: a cookie jar, its own IP (rate limits are per IP), and the anti-forgery header on
 * every state-changing request, as the web client sends it (spec §7).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance, options: { ip?: string } = {}) {
    this.app = app;
    addressCounter += 1;
    this.ip = options.ip ?? `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
    this.cookies.set(xsrfCookieName, randomBytes(32).toString('base64url'));
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(sessionCookies.token);
  }

  async request(options: {
    method: NonNullable<InjectOptions['method']>;
    url: string;
    /** An object is sent as JSON; a string is sent as it is (malformed bodies), with the content type in `headers`. */
    payload?: object | string;
    headers?: Record<string, string>;
  }) {
    const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie && headers.cookie === undefined) headers.cookie = cookie;
    const xsrf = this.cookies.get(xsrfCookieName);
    const changesState = options.method !== 'GET' || stateChangingGets.some((path) => path.test(options.url));
    if (changesState && xsrf && headers[xsrfHeaderName] === undefined) headers[xsrfHeaderName] = xsrf;
    const response = await this.app.inject({
      method: options.method,
      url: options.url,
      headers,
      remoteAddress: this.ip,
      ...(options.payload ? { payload: options.payload } : {}),
    });
    this.remember(response);
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload?: object, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired =
        cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  /** Fetches a captcha image (binding one to this browser) and reads its answer through the demo-mode aid. */
  async captcha(): Promise<string> {
    const image = await this.get(`/api/captcha/image?timestamp=${Date.now()}`);
    if (image.statusCode !== 200) throw new Error(`captcha image answered ${image.statusCode}`);
    const answer = await this.get('/api/dev/captcha-answer');
    if (answer.statusCode !== 200) throw new Error(`captcha answer answered ${answer.statusCode}: ${answer.body}`);
    return answer.json<{ answer: string }>().answer;
  }

  /** The newest code sent to a mobile, read from the local SMS outbox (demo mode). */
  async latestCode(mobile: string): Promise<string> {
    const response = await this.get(`/api/dev/sms-outbox?mobile=${mobile}`);
    const code = response.json<Array<{ code: string | null }>>()[0]?.code;
    if (!code) throw new Error(`no code was sent to ${mobile}`);
    return code;
  }

  /** Step 1 of password sign-in with a fresh captcha; throws unless an OTP was sent. */
  async startPasswordSignIn(username: string, password: string): Promise<OtpSent> {
    const captcha = await this.captcha();
    const response = await this.post('/api/auth/login', { username, password, captcha });
    if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
    return otpSentSchema.parse(response.json());
  }

  /** The whole password sign-in (captcha, credentials, the OTP from the outbox); the browser keeps the session cookies. */
  async signIn(user: Pick<TestAccount, 'username' | 'password' | 'mobile'>): Promise<CurrentUser> {
    await this.startPasswordSignIn(user.username, user.password);
    const oneTimePassword = await this.latestCode(user.mobile);
    const response = await this.post('/api/auth/confirm-otp', { username: user.username, password: user.password, oneTimePassword });
    if (response.statusCode !== 200) throw new Error(`confirm-otp answered ${response.statusCode}: ${response.body}`);
    return currentUserSchema.parse(response.json());
  }
}
