import { describe, expect, it } from 'vitest';
import { buildIban } from '../../test/factories/profile.factory.ts';
import { createLocalPayments } from './payments.ts';

describe('the local payments adapter', () => {
  const paidAt = new Date('2026-11-27T06:00:00Z');
  const payments = createLocalPayments({ now: () => paidAt });

  it('pays a valid IBAN, fails an account ending in 0000 and an invalid IBAN, each order answered', async () => {
    const results = await payments.pay([
      { paymentId: 'a', iban: buildIban('80'), amount: 100_000, code: 'P-202611-0000001' },
      { paymentId: 'b', iban: buildIban('10', '000000000000120000'), amount: 100_000, code: 'P-202611-0000002' },
      { paymentId: 'c', iban: 'SA0000000000000000000001', amount: 100_000, code: 'P-202611-0000003' },
    ]);
    expect(results).toEqual([
      { paymentId: 'a', status: 'PAID', paidAt },
      { paymentId: 'b', status: 'FAILED', reason: 'UNKNOWN_ACCOUNT' },
      { paymentId: 'c', status: 'FAILED', reason: 'INVALID_IBAN' },
    ]);
  });

  it('answers the same order the same way again (the bank de-duplicates on the code)', async () => {
    const order = { paymentId: 'a', iban: buildIban('80', '000000000000120000'), amount: 5, code: 'P-202611-0000009' };
    expect(await payments.pay([order])).toEqual(await payments.pay([order]));
  });
});
