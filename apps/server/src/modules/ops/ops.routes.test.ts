import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@sanad/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('liveness and readiness probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });

  // Last in the file: it closes the database under the running app.
  it('answers 503 in the error shape once the database is gone, while /healthz stays up', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.message).toBe('The service is temporarily unavailable. Try again shortly.');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
