import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DomainError } from '../platform/errors.ts';
import { clientKey } from '../platform/trust-proxy.ts';
import { withHookFirst } from './route-hooks.ts';

/**
 * Whose attempts a limit counts: the client's address, a field of the validated body (with `perAddress`, that field
 * from one address: a stranger who spends the count of a national ID spends it only for their own address, never the
 * owner's), or the signed-in account.
 */
export type RouteLimitKey = 'ip' | 'account' | { body: string; perAddress?: boolean };

/**
 * A limit a route declares (registerEndpoint's `limits`), checked after the body is validated and before the handler.
 * Routes that name the same bucket share its counts: the five sign-in doors count one `sign-in:ip` per address.
 */
export interface RouteLimit {
  bucket: string;
  max: number;
  windowMs: number;
  key: RouteLimitKey;
  /** Counts only the requests this accepts: reset-password's two steps share one path and have limits of their own. */
  when?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: readonly RouteLimit[];
  }
}

export interface RateLimitPluginOptions {
  /** The shared store when several instances run (REDIS_URL); null keeps the counts in this process. */
  redis: Redis | null;
  /** Requests a minute one address may make to the visitors' /api endpoints, all together (API_RATE_LIMIT_PER_IP). */
  apiPerIpPerMinute: number;
  /** The app's clock, which the in-memory windows follow (tests move it to open a new window). */
  now: () => number;
  /** Keys body values (a national ID, a mobile) before they are stored, so Redis holds no personal data (APP_SECRET). */
  keySecret: string;
}

export const rateLimitPluginName = 'sanad-rate-limit';
const minute = 60_000;

type Window = { current: number; startedAt: number; windowMs: number };

/**
 * The in-memory store (one instance, demo mode, tests): fixed windows on the app's clock, given to the library through
 * its `store` option (its own in-memory store reads Date.now, which a test's clock cannot move). One map serves every
 * bucket, as the keys carry the bucket. The map is ordered by the start of each window; at `capacity` the oldest goes
 * to make room (one deletion, never a sweep), so neither a flood of new keys nor the windows that ended on their own
 * make it grow without bound.
 */
export function clockStore(now: () => number, capacity = 200_000): FastifyRateLimitStoreCtor {
  const windows = new Map<string, Window>();
  return class ClockStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const time = now();
      let window = windows.get(key);
      if (!window || window.startedAt + window.windowMs <= time) {
        // Deleted and set again, so the map stays ordered by the start of each window, oldest first.
        windows.delete(key);
        if (windows.size >= capacity) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        window = { current: 0, startedAt: time, windowMs: timeWindow };
        windows.set(key, window);
      }
      window.current += 1;
      callback(null, { current: window.current, ttl: window.startedAt + window.windowMs - time });
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

function refuse(ttlInSeconds: number): never {
  throw new DomainError('RATE_LIMITED', { headers: { 'retry-after': String(Math.max(1, ttlInSeconds)) } });
}

/** The field of the validated body a limit counts, or null when the request does not carry it. */
function bodyValue(request: FastifyRequest, field: string): string | null {
  const body = request.body;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Rate limits with @fastify/rate-limit (decision 014): one ceiling per client address on the /api doors a visitor can
 * open, counted before anything else the request costs, and the limits each route declares, counted after its body
 * is validated.
 * Counts live in Redis when REDIS_URL is set, so every instance shares them; else in this process. A refusal is the
 * portal's one error shape: 429 RATE_LIMITED with Retry-After, through the error handler.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: RateLimitPluginOptions) => {
    await app.register(rateLimit, {
      // Nothing is limited by the library's own route hooks: this plugin attaches its checks itself, below. (Keys made
      // through createRateLimit get a route prefix the library has no route for, `undefinedundefined-`, in Redis; each
      // key carries its bucket, so every instance still names a count alike.)
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: 'sanad:rate-limit:' } : { store: clockStore(options.now) }),
    });

    // The ceiling lets requests through when the store fails or is not connected (it guards against floods, not
    // guesses), without waiting for a command to time out; a route's own limits do not, so a Redis outage never opens
    // the sign-in doors to unlimited guessing.
    const { redis } = options;
    // ioredis reports each failed reconnection as an error event; unheard, it prints to stderr outside the JSON log.
    redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
    const ceiling = app.createRateLimit({
      max: options.apiPerIpPerMinute,
      timeWindow: minute,
      skipOnError: true,
      keyGenerator: (request) => `api:ip:${clientKey(request.ip)}`,
    });
    const checkCeiling: onRequestAsyncHookHandler = async (request) => {
      if (redis && redis.status !== 'ready') return;
      const result = await ceiling(request);
      if (!result.isAllowed && result.isExceeded) refuse(result.ttlInSeconds);
    };

    /**
     * The value a limit counts for this request, or null when it does not apply. A body value is keyed with the
     * server's secret: a national ID has only 10^10 values, so a plain hash of it would name it to whoever reads Redis.
     */
    function keyValue(key: RouteLimitKey, request: FastifyRequest): string | null {
      if (key === 'ip') return clientKey(request.ip);
      if (key === 'account') return request.principal?.actorAccountId ?? null;
      const value = bodyValue(request, key.body);
      if (value === null) return null;
      const keyed = createHmac('sha256', options.keySecret).update(value).digest('base64url').slice(0, 22);
      return key.perAddress ? `${keyed}:${clientKey(request.ip)}` : keyed;
    }

    /** Whether a limit counts this request: a step it is not, or a key it does not carry, counts nothing. */
    function applies(limit: RouteLimit, request: FastifyRequest): boolean {
      if (limit.when && !limit.when(request)) return false;
      if (limit.key === 'ip') return true;
      if (limit.key === 'account') return request.principal !== null;
      return bodyValue(request, limit.key.body) !== null;
    }

    function routeLimits(limits: readonly RouteLimit[]): preHandlerAsyncHookHandler {
      const prepared = limits.map((limit) => ({
        limit,
        check: app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => `${limit.bucket}:${keyValue(limit.key, request) ?? ''}`,
        }),
      }));
      return async (request) => {
        for (const { limit, check } of prepared) {
          if (!applies(limit, request)) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) refuse(result.ttlInSeconds);
        }
      };
    }

    app.addHook('onRoute', (route) => {
      // First of the route's hooks: a flood is refused before anything else is done. Only on the doors a visitor can
      // open (sign-in, registration, the captcha image, configuration): an endpoint that needs a session refuses a
      // request without a live one before any work, and the count cost the busiest signed-in read (currentUser) about
      // a tenth of its throughput (decision 014). Floods by address are the front proxy's to stop.
      const access = route.config?.access;
      if (route.url.startsWith('/api/') && (access === 'public' || access === 'public-only')) {
        route.onRequest = withHookFirst(checkCeiling, route.onRequest);
      }
      const limits = route.config?.limits;
      if (limits && limits.length > 0) route.preHandler = withHookFirst(routeLimits(limits), route.preHandler);
    });
  },
  { name: rateLimitPluginName, dependencies: ['error-handler'] },
);
