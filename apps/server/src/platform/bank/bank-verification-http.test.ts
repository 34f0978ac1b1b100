import { describe, expect, it } from 'vitest';
import { createHttpBankVerification } from './bank-verification-http.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A bank that answers each call with the next canned response, recording what it was asked. */
function fakeBank(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('the HTTP bank-verification adapter', () => {
  const request = { iban: 'SA0380000000608010167519', holderNin: '1010000006', holderName: 'محمد الحربي' };

  it('posts the IBAN and the holder with the bearer token, and reads the reference and expected time', async () => {
    const bank = fakeBank({ status: 202, body: { reference: 'R-1', expectedAt: '2026-11-22T08:05:00Z' } });
    const adapter = createHttpBankVerification({ url: 'https://bank.example/api/', token: 'secret', fetchImpl: bank.fetchImpl });
    expect(await adapter.submit(request)).toEqual({ reference: 'R-1', answerExpectedAt: new Date('2026-11-22T08:05:00Z') });
    const [call] = bank.calls;
    expect(call?.url).toBe('https://bank.example/api/verifications');
    expect(call?.init.method).toBe('POST');
    expect((call?.init.headers as Record<string, string>).authorization).toBe('Bearer secret');
    expect(JSON.parse(String(call?.init.body))).toEqual({ iban: request.iban, nationalId: '1010000006', holderName: 'محمد الحربي' });
  });

  it('accepts an answer without an expected time, and refuses one without a reference or with an error status', async () => {
    const bank = fakeBank({ status: 200, body: { reference: 'R-2' } }, { status: 200, body: {} }, { status: 503, body: {} });
    const adapter = createHttpBankVerification({ url: 'https://bank.example', token: 't', fetchImpl: bank.fetchImpl });
    expect(await adapter.submit(request)).toEqual({ reference: 'R-2', answerExpectedAt: null });
    await expect(adapter.submit(request)).rejects.toThrow(/no reference/);
    await expect(adapter.submit(request)).rejects.toThrow(/503/);
  });

  it('reads decisions: waiting, verified, refused with a known or unknown reason, unknown reference; fails on the rest', async () => {
    const bank = fakeBank(
      { status: 200, body: { status: 'PENDING' } },
      { status: 200, body: { status: 'VERIFIED' } },
      { status: 200, body: { status: 'REJECTED', reason: 'HOLDER_MISMATCH' } },
      { status: 200, body: { status: 'REJECTED', reason: 'SOMETHING_NEW' } },
      { status: 404, body: {} },
      { status: 200, body: { status: 'MAYBE' } },
      { status: 500, body: {} },
    );
    const adapter = createHttpBankVerification({ url: 'https://bank.example', token: 't', fetchImpl: bank.fetchImpl });
    expect(await adapter.decision('R/1')).toEqual({ status: 'PENDING' });
    expect(bank.calls[0]?.url).toBe('https://bank.example/verifications/R%2F1');
    expect(await adapter.decision('R-1')).toEqual({ status: 'VERIFIED' });
    expect(await adapter.decision('R-1')).toEqual({ status: 'REJECTED', reason: 'HOLDER_MISMATCH' });
    expect(await adapter.decision('R-1')).toEqual({ status: 'REJECTED', reason: null });
    expect(await adapter.decision('R-1')).toBeNull();
    await expect(adapter.decision('R-1')).rejects.toThrow(/unknown status/);
    await expect(adapter.decision('R-1')).rejects.toThrow(/500/);
  });
});
