// A signed-in browser as the benchmarks drive it: cookies, the anti-forgery header, a whole password sign-in, and
// autocannon loads measured side by side with their baselines.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';

// Cookie names of a non-secure deployment (packages/contract sessionCookies, modules/captcha captchaCookie).
export const sessionCookie = 'sanad_session';
export const expiryCookie = 'sanad_session_expiry';
export const captchaCookie = 'sanad_captcha';
export const xsrfCookie = 'XSRF-TOKEN';

/** @param {string} value */
export const sha256Hex = (value) => createHash('sha256').update(value).digest('hex');

/**
 * A browser's cookie jar with the anti-forgery token the web client would echo (any well-formed value works).
 * @returns {Map<string, string>}
 */
export const newJar = () => new Map([[xsrfCookie, randomBytes(32).toString('base64url')]]);

/** The Cookie header of a jar. @param {Map<string, string>} jar */
export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Keep-alive connections, as a browser keeps its own. node:http rather than fetch: fetch cost the benchmark's client
 * about 1 ms of CPU a request, taken from the same two cores the server runs on.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * @param {string} origin
 * @param {'GET' | 'POST'} method
 * @param {string} path
 * @param {Map<string, string>} jar
 * @param {object} [body]
 * @returns {Promise<Buffer>}
 */
export function call(origin, method, path, jar, body) {
  /** @type {Record<string, string>} */
  const headers = { cookie: cookieHeader(jar) };
  if (method === 'POST') headers['x-xsrf-token'] = jar.get(xsrfCookie) ?? '';
  const payload = body ? JSON.stringify(body) : undefined;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers, agent }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const answer = Buffer.concat(chunks);
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) reject(new Error(`${method} ${path} answered ${status}: ${answer.toString().slice(0, 200)}`));
        else resolve(answer);
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * One whole password sign-in as a browser does it: a captcha image, login, the code from the phone, confirm-otp. The
 * captcha and the code are read where the person would read them (the image, the phone): here, from the database.
 * Returns the server time of the two sign-in steps and of the captcha image; the jar is left signed out.
 * @param {string} origin
 * @param {{ query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }} db
 * @param {{ username: string, mobile: string }} account
 * @param {string} password
 * @param {Map<string, string>} jar
 */
export async function signInOnce(origin, db, account, password, jar) {
  const imageStart = performance.now();
  await call(origin, 'GET', `/api/captcha/image?timestamp=${Date.now()}`, jar);
  const captchaMs = performance.now() - imageStart;
  const visitor = jar.get(captchaCookie) ?? '';
  const answer = (await db.query('SELECT answer FROM captcha WHERE visitor_key = $1', [sha256Hex(visitor)])).rows[0]?.answer;

  const loginStart = performance.now();
  await call(origin, 'POST', '/api/auth/login', jar, { username: account.username, password, captcha: answer });
  const loginMs = performance.now() - loginStart;
  const code = (await db.query('SELECT code FROM sms_outbox WHERE mobile = $1 ORDER BY created_at DESC LIMIT 1', [account.mobile])).rows[0]
    ?.code;
  const confirmStart = performance.now();
  await call(origin, 'POST', '/api/auth/confirm-otp', jar, { username: account.username, password, oneTimePassword: code });
  const confirmMs = performance.now() - confirmStart;
  const session = jar.get(sessionCookie);
  const expiry = jar.get(expiryCookie);
  // The next round starts as a visitor again, as after signing out.
  jar.delete(sessionCookie);
  jar.delete(expiryCookie);
  return { signInMs: loginMs + confirmMs, captchaMs, session, expiry };
}

/** @param {number[]} values @param {number} p */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
/** @param {number[]} values */
export const mean = (values) => (values.length === 0 ? Number.NaN : values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * What autocannon sends for one side of a measure: its options less the duration and the connections.
 * @typedef {Omit<import('autocannon').Options, 'duration' | 'connections'>} LoadTarget
 */

/**
 * @param {LoadTarget} target
 * @param {number} connections
 * @param {number} seconds
 */
export const load = (target, connections, seconds) => autocannon({ ...target, connections, duration: seconds });

/** @param {import('autocannon').Result[]} slices */
export function combineSlices(slices) {
  const sum = (/** @type {(r: import('autocannon').Result) => number} */ pick) => slices.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requests.total) / sum((r) => r.duration),
    p99: mean(slices.map((r) => r.latency.p99)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors + r.timeouts),
  };
}

/**
 * Both sides of a ratio measured in alternating slices (A B B A A B B A), `seconds` each in all, after a warm-up of
 * `warmupSeconds` each (V8 optimises the hot paths, the pools open their connections). Measured one after the other,
 * a drift of this VM's speed during the run (its neighbours, CPU boost) fell on one side only and moved the ratio by
 * ±10 points between runs; alternating spreads it over both. Requests per second are the slices' total over their
 * time; the p99 is the mean of the slices' p99s.
 * @param {LoadTarget} first
 * @param {LoadTarget} second
 * @param {{ connections: number, warmupSeconds: number, seconds: number }} options
 */
export async function loadAlternating(first, second, { connections, warmupSeconds, seconds }) {
  for (const target of [first, second]) await load(target, connections, warmupSeconds);
  const order = [first, second, second, first, first, second, second, first];
  const sliceSeconds = seconds / (order.length / 2);
  /** @type {Map<object, import('autocannon').Result[]>} */
  const slices = new Map([
    [first, []],
    [second, []],
  ]);
  for (const target of order) slices.get(target)?.push(await load(target, connections, sliceSeconds));
  return { first: combineSlices(slices.get(first) ?? []), second: combineSlices(slices.get(second) ?? []) };
}
