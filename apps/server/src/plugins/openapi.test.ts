import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, appVersion } from '@sanad/contract';
import { loadConfig } from '../config.ts';
import { buildTestApp, productionEnv, type TestApp } from '../test/build-test-app.ts';

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { summary?: string }>>;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3 with the application version', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.version).toBe(appVersion);
  });

  it('lists every contract endpoint with its method and summary', () => {
    const missing = allEndpoints().filter((endpoint) => !document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]);
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    for (const endpoint of allEndpoints()) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.summary).toBe(endpoint.summary);
    }
  });

  it('serves a browsable UI at /api/docs', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    // Some versions of the UI plugin redirect to their static index first.
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await t.app.inject({
        method: 'GET',
        url: new URL(String(response.headers.location), 'http://localhost/api/docs/').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

const production = productionEnv;

describe('the OpenAPI document in production', () => {
  let asDeployed: TestApp;
  let withDocs: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    asDeployed = await buildTestApp({ env: production });
    withDocs = await buildTestApp({ database: asDeployed.database, env: { ...production, API_DOCS: 'true' } });
    development = await buildTestApp({ database: asDeployed.database });
  });
  afterAll(async () => {
    await withDocs.close();
    await development.close();
    await asDeployed.close();
  });

  const statusOf = async (t: TestApp, url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('is off in production', async () => {
    expect(await statusOf(asDeployed, '/api/docs/json')).toBe(404);
    expect(await statusOf(asDeployed, '/api/docs')).toBe(404);
  });

  it('is on in production when API_DOCS asks, and outside production by default', async () => {
    expect(await statusOf(withDocs, '/api/docs/json')).toBe(200);
    expect(await statusOf(development, '/api/docs/json')).toBe(200);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });
});
