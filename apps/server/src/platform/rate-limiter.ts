import type { Redis } from 'ioredis';
import { DomainError } from './errors.ts';

/** Fixed-window counters: `hit` counts one attempt for a key and refuses past `max` in the window (429 with Retry-After). */
export interface RateLimiter {
  hit(key: string, max: number, windowMs: number): Promise<void>;
}

function refuse(retryAfterMs: number): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw new DomainError('RATE_LIMITED', { headers: { 'retry-after': String(seconds) } });
}

/** One process's counters: enough for a single instance, demo mode and tests. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowMs) {
      const time = now();
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > max) refuse(window.resetAt - time);
    },
  };
}

/** Counters shared by every instance behind the load balancer (REDIS_URL). */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const name = `sanad:rl:${key}`;
      const results = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').pttl(name).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      if (count > max) refuse(ttl);
    },
  };
}
