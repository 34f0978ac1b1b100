import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { composeServices } from '../../compose.ts';
import { testConfig } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createHttpCivilRegistry } from './civil-registry.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A registry that answers each call with the next canned response, recording what it was asked. */
function fakeRegistry(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const person = {
  nin: '1010000006',
  nameAr: 'محمد سعد الغامدي',
  nameEn: 'Mohammed Saad Alghamdi',
  gender: 'M',
  birthDate: '1984-06-12',
  nationality: 'SA',
};

describe('the HTTP civil-registry adapter', () => {
  it('posts the NIN and birth date with the bearer token, and reads the person', async () => {
    const registry = fakeRegistry({ status: 200, body: person });
    const adapter = createHttpCivilRegistry({ url: 'https://registry.example/api/', token: 'secret', fetchImpl: registry.fetchImpl });
    expect(await adapter.lookup('1010000006', '1984-06-12')).toEqual(person);
    const [call] = registry.calls;
    expect(call?.url).toBe('https://registry.example/api/persons/verify');
    expect(call?.init.method).toBe('POST');
    expect((call?.init.headers as Record<string, string>).authorization).toBe('Bearer secret');
    expect(JSON.parse(String(call?.init.body))).toEqual({ nin: '1010000006', birthDate: '1984-06-12' });
  });

  it('answers null when the registry does not know the pair (404), without saying which part is wrong', async () => {
    const adapter = createHttpCivilRegistry({ url: 'https://registry.example', token: 't', ...fakeRegistry({ status: 404, body: {} }) });
    expect(await adapter.lookup('1010000006', '1984-06-13')).toBeNull();
  });

  it('fails, rather than confirms, on an error status or an answer it cannot read', async () => {
    const registry = fakeRegistry({ status: 503, body: {} }, { status: 500, body: {} }, { status: 200, body: { nin: '1010000006' } });
    const adapter = createHttpCivilRegistry({ url: 'https://registry.example', token: 't', fetchImpl: registry.fetchImpl });
    await expect(adapter.lookup('1010000006', '1984-06-12')).rejects.toThrow(/503/);
    await expect(adapter.lookup('1010000006', '1984-06-12')).rejects.toThrow(/500/);
    await expect(adapter.lookup('1010000006', '1984-06-12')).rejects.toThrow();
  });
});

describe('the civil registry the application uses', () => {
  it('is the configured service when CIVIL_REGISTRY_URL and its token are set, not the local one', async () => {
    const received: Array<{ url: string | undefined; authorization: string | undefined }> = [];
    const server = createServer((request, response) => {
      received.push({ url: request.url, authorization: request.headers.authorization });
      request.resume();
      // The registry does not know the pair: the local registry would have confirmed this valid NIN.
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const database = await createTestDatabase();
    const services = composeServices(
      testConfig({ CIVIL_REGISTRY_URL: `http://127.0.0.1:${port}/v1`, CIVIL_REGISTRY_TOKEN: 'registry-token' }),
      database,
      {},
      { info: () => {}, warn: () => {}, error: () => {} },
    );
    try {
      expect(await services.adapters.civilRegistry.lookup('1010000006', '1984-06-12')).toBeNull();
      expect(received).toEqual([{ url: '/v1/persons/verify', authorization: 'Bearer registry-token' }]);
    } finally {
      await services.close();
      await database.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
