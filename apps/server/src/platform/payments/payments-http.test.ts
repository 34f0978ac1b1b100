import { describe, expect, it } from 'vitest';
import { createHttpPayments } from './payments-http.ts';

/** A bank that answers each call with `reply`, keeping what it was sent. */
function bank(reply: (body: { transfers: Array<{ reference: string }> }) => { status: number; json: unknown }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = reply(JSON.parse(String(init.body)) as { transfers: Array<{ reference: string }> });
    return new Response(JSON.stringify(answer.json), { status: answer.status });
  }) as typeof fetch;
  return { calls, payments: createHttpPayments({ url: 'https://bank.example/api/', token: 'secret', fetchImpl }) };
}

const orders = [
  { paymentId: 'p1', iban: 'SA0380000000608010167519', amount: 150_000, code: 'P-202611-0000001' },
  { paymentId: 'p2', iban: 'SA4420000001234567890000', amount: 90_000, code: 'P-202611-0000002' },
];

describe('payments over HTTP (production adapter)', () => {
  it('sends the batch with the bearer token and the codes as references, and maps each answer to its payment', async () => {
    const { calls, payments } = bank(() => ({
      status: 200,
      json: {
        results: [
          { reference: 'P-202611-0000002', status: 'FAILED', reason: 'UNKNOWN_ACCOUNT' },
          { reference: 'P-202611-0000001', status: 'PAID', paidAt: '2026-11-10T06:00:00Z' },
        ],
      },
    }));
    expect(await payments.pay(orders)).toEqual([
      { paymentId: 'p1', status: 'PAID', paidAt: new Date('2026-11-10T06:00:00Z') },
      { paymentId: 'p2', status: 'FAILED', reason: 'UNKNOWN_ACCOUNT' },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://bank.example/api/transfers');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer secret');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      transfers: [
        { reference: 'P-202611-0000001', iban: 'SA0380000000608010167519', amount: 150_000 },
        { reference: 'P-202611-0000002', iban: 'SA4420000001234567890000', amount: 90_000 },
      ],
    });
  });

  it('never guesses an outcome: an unanswered order, an unknown status or reason, or a failed call fails the batch', async () => {
    const partial = bank(() => ({ status: 200, json: { results: [{ reference: 'P-202611-0000001', status: 'PAID' }] } }));
    await expect(partial.payments.pay(orders)).rejects.toThrow(/unanswered/);
    const odd = bank((body) => ({
      status: 200,
      json: { results: body.transfers.map((t) => ({ reference: t.reference, status: 'HELD' })) },
    }));
    await expect(odd.payments.pay(orders)).rejects.toThrow(/HELD/);
    const down = bank(() => ({ status: 503, json: {} }));
    await expect(down.payments.pay(orders)).rejects.toThrow(/503/);
  });

  it('asks nothing of the bank for an empty batch', async () => {
    const { calls, payments } = bank(() => ({ status: 500, json: {} }));
    expect(await payments.pay([])).toEqual([]);
    expect(calls).toEqual([]);
  });
});
