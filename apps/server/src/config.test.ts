import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from './config.ts';
import { productionEnv } from './test/build-test-app.ts';

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

describe('loadConfig: client address and shared rate-limit counts (decision 014)', () => {
  it('trusts no proxy by default, so X-Forwarded-For names no one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it('refuses TRUST_PROXY=true, saying to give a count or a list, and entries that are not addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true .*number of proxies .*addresses or CIDR ranges/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY .*not proxy\.internal/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses production with more than one instance and no REDIS_URL, whose counts would not be shared', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', INSTANCE_COUNT: '2' })).toThrow(/INSTANCE_COUNT=2 in production needs REDIS_URL/);
    // With Redis that objection is gone (whatever else production still asks for).
    const withRedis = { NODE_ENV: 'production', INSTANCE_COUNT: '2', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadConfig(withRedis)).not.toThrow(/INSTANCE_COUNT/);
    expect(loadConfig({ INSTANCE_COUNT: '2' }).instanceCount).toBe(2);
  });

  it('has a generous per-address ceiling on /api by default, set by API_RATE_LIMIT_PER_IP', () => {
    expect(loadConfig({}).apiRateLimit.perIp).toBe(1200);
    expect(loadConfig({ API_RATE_LIMIT_PER_IP: '50' }).apiRateLimit.perIp).toBe(50);
    expect(() => loadConfig({ API_RATE_LIMIT_PER_IP: '0' })).toThrow(/API_RATE_LIMIT_PER_IP/);
  });
});

/** The outside services that production must reach for real: each is a URL and a token, set together (decision 011). */
const pairedServices: Array<{ name: string; url: string; token: string; read: (config: AppConfig) => unknown }> = [
  { name: 'civil registry', url: 'CIVIL_REGISTRY_URL', token: 'CIVIL_REGISTRY_TOKEN', read: (config) => config.civilRegistry },
  { name: 'bank verification', url: 'BANK_VERIFICATION_URL', token: 'BANK_VERIFICATION_TOKEN', read: (config) => config.bankVerification },
  { name: 'payments', url: 'PAYMENTS_URL', token: 'PAYMENTS_TOKEN', read: (config) => config.payments },
];

describe.each(pairedServices)('loadConfig: the $name service', ({ url, token, read }) => {
  // Everything production requires but this service.
  const production: Record<string, string> = Object.fromEntries(
    Object.entries(productionEnv).filter(([key]) => key !== url && key !== token),
  );
  const service = { url: 'https://service.example', token: 't' };

  it('is the local stand-in outside production unless both URL and token are given, and never half configured', () => {
    expect(read(loadConfig({ NODE_ENV: 'test' }))).toBeNull();
    expect(read(loadConfig({ NODE_ENV: 'test', [url]: service.url, [token]: service.token }))).toEqual(service);
    expect(() => loadConfig({ NODE_ENV: 'test', [url]: service.url })).toThrow(/together/);
    expect(() => loadConfig({ NODE_ENV: 'test', [token]: service.token })).toThrow(/together/);
  });

  it('refuses to start production without both', () => {
    expect(() => loadConfig(production)).toThrow(new RegExp(`${url} and ${token}`));
    expect(() => loadConfig({ ...production, [url]: service.url })).toThrow(new RegExp(url.replace(/_URL$/, '')));
    expect(() => loadConfig({ ...production, [token]: service.token })).toThrow(new RegExp(url.replace(/_URL$/, '')));
    expect(read(loadConfig({ ...production, [url]: service.url, [token]: service.token }))).toEqual(service);
  });
});
