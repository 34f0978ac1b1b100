import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestAccount, TestBrowser } from '../test/factories/session.factory.ts';

/** The CSP header as a map of directive → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers and request ids', () => {
  let plain: TestApp;
  let withMaps: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    withMaps = await buildTestApp({ database: plain.database, env: { GOOGLE_MAP_KEY: 'AIza-test-key', COOKIE_SECURE: 'true' } });
  });
  afterAll(async () => {
    await withMaps.close();
    await plain.close();
  });

  it('sends a same-origin Content-Security-Policy without maps hosts when no maps key is configured', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/' });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // ASVS 3.4.3: the page has no <base> element, so none may be injected.
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(String(response.headers['content-security-policy'])).not.toContain('googleapis');
  });

  it('allows the Google Maps hosts in script-src once a maps key is configured', async () => {
    const response = await withMaps.app.inject({ method: 'GET', url: '/' });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://maps.googleapis.com']));
    expect(policy.get('img-src')).toContain('https://maps.gstatic.com');
    expect(policy.get('connect-src')).toContain('https://maps.googleapis.com');
  });

  it('sends the usual hardening headers on pages and their errors alike', async () => {
    for (const url of ['/', '/healthz', '/no-such-page']) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it('gives API answers, and their errors, a policy under which nothing runs or frames them, maps key or not', async () => {
    for (const [app, url] of [
      [plain, '/api/config'],
      [withMaps, '/api/config'],
      [plain, '/api/no-such-thing'],
      [plain, '/api/auth/currentUser'],
    ] as const) {
      const response = await app.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Headers that only concern pages stay off JSON.
      expect(response.headers['x-xss-protection']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    expect((await withMaps.app.inject({ method: 'GET', url: '/api/config' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('keeps the page headers on the API documentation and its UI, a page with its own scripts', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends HSTS only when served over HTTPS (secure cookies)', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    expect((await withMaps.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('gives every answer a request id, a new one per request', async () => {
    const first = (await plain.app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id'];
    const second = (await plain.app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("keeps a proxy's sane X-Request-Id, and replaces one that is not", async () => {
    const kept = await plain.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.9c2e_01' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.9c2e_01');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), '<script>alert(1)</script>']) {
      const replaced = await plain.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('what browsers and proxies may keep of API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps nothing of an answer with personal data, or of an error', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn(await createTestAccount(t.database.db));
    for (const url of ['/api/auth/currentUser', '/api/unified-profile/personal-info-tab/load']) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    for (const response of [
      await new TestBrowser(t.app).get('/api/auth/currentUser'),
      await browser.get('/api/no-such-thing'),
      await browser.post('/api/auth/login', { username: 'x' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
  });

  it('lets the cacheable answers, the same for everyone, be kept and revalidated by their ETag', async () => {
    for (const url of ['/api/lookup', '/api/config', '/assets/i18n/en.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeDefined();
    }
  });
});
