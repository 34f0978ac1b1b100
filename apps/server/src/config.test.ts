import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: password hashing threads', () => {
  it('leaves one core to the event loop by default, and never goes below one thread', () => {
    expect(loadConfig({}).passwordHashThreads).toBe(Math.max(1, availableParallelism() - 1));
  });

  it('takes PASSWORD_HASH_THREADS when set', () => {
    expect(loadConfig({ PASSWORD_HASH_THREADS: '3' }).passwordHashThreads).toBe(3);
  });

  it('refuses a count that would stop sign-ins or is not a number', () => {
    expect(() => loadConfig({ PASSWORD_HASH_THREADS: '0' })).toThrow(/PASSWORD_HASH_THREADS/);
    expect(() => loadConfig({ PASSWORD_HASH_THREADS: 'many' })).toThrow(/PASSWORD_HASH_THREADS/);
  });
});
