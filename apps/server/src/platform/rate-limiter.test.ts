import { describe, expect, it } from 'vitest';
import { DomainError } from './errors.ts';
import { createMemoryRateLimiter } from './rate-limiter.ts';

describe('memory rate limiter (fixed windows)', () => {
  function setup() {
    let time = 1_000_000;
    const limiter = createMemoryRateLimiter(() => time);
    return {
      limiter,
      advance: (ms: number) => {
        time += ms;
      },
    };
  }
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it('lets `max` hits through in a window and refuses the next with 429 RATE_LIMITED and Retry-After', async () => {
    const { limiter, advance } = setup();
    for (let n = 0; n < 3; n += 1) await limiter.hit('k', 3, 60_000);
    advance(15_000);
    const error = await refusal(limiter.hit('k', 3, 60_000));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', details: { headers: { 'retry-after': '45' } } });
  });

  it('keeps refusing until the window ends, then starts a new one', async () => {
    const { limiter, advance } = setup();
    await limiter.hit('k', 1, 10_000);
    expect(await refusal(limiter.hit('k', 1, 10_000))).not.toBeNull();
    advance(9_999);
    expect(await refusal(limiter.hit('k', 1, 10_000))).toMatchObject({ details: { headers: { 'retry-after': '1' } } });
    advance(1);
    expect(await refusal(limiter.hit('k', 1, 10_000))).toBeNull();
    expect(await refusal(limiter.hit('k', 1, 10_000))).not.toBeNull();
  });

  it('rounds Retry-After up to whole seconds, never below 1', async () => {
    const { limiter, advance } = setup();
    await limiter.hit('k', 1, 2_500);
    expect(await refusal(limiter.hit('k', 1, 2_500))).toMatchObject({ details: { headers: { 'retry-after': '3' } } });
    advance(2_400);
    expect(await refusal(limiter.hit('k', 1, 2_500))).toMatchObject({ details: { headers: { 'retry-after': '1' } } });
  });

  it('counts each key on its own', async () => {
    const { limiter } = setup();
    await limiter.hit('ip:1', 1, 60_000);
    await limiter.hit('ip:2', 1, 60_000);
    await limiter.hit('user:1', 1, 60_000);
    expect(await refusal(limiter.hit('ip:1', 1, 60_000))).not.toBeNull();
    expect(await refusal(limiter.hit('ip:3', 1, 60_000))).toBeNull();
  });

  it('forgets ended windows when it holds many keys, and keeps counting live ones', async () => {
    const { limiter, advance } = setup();
    for (let n = 0; n <= 100_000; n += 1) await limiter.hit(`old:${n}`, 5, 1_000);
    await limiter.hit('live', 1, 60_000);
    advance(2_000);
    // This hit sweeps the 100 001 ended windows; the live one survives the sweep.
    await limiter.hit('trigger', 5, 1_000);
    expect(await refusal(limiter.hit('live', 1, 60_000))).not.toBeNull();
    expect(await refusal(limiter.hit('old:7', 1, 1_000))).toBeNull();
  });
});
