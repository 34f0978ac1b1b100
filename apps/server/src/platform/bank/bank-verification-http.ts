import { ibanRejectionValues, type IbanRejection } from '@sanad/contract';
import type { BankVerification, BankVerificationDecision } from './bank-verification.ts';

const isRejection = (value: unknown): value is IbanRejection => (ibanRejectionValues as readonly unknown[]).includes(value);

/**
 * Production adapter: the bank-verification service's HTTP API, with a bearer token.
 * `POST {url}/verifications {iban, nationalId, holderName}` → `{reference, expectedAt?}`;
 * `GET {url}/verifications/{reference}` → `{status: PENDING | VERIFIED | REJECTED, reason?}`, 404 when unknown.
 */
export function createHttpBankVerification(options: { url: string; token: string; fetchImpl?: typeof fetch }): BankVerification {
  const doFetch = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${options.token}` };

  return {
    async submit({ iban, holderNin, holderName }) {
      const response = await doFetch(`${base}/verifications`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ iban, nationalId: holderNin, holderName }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`bank verification answered ${response.status}`);
      const answer = (await response.json()) as { reference?: unknown; expectedAt?: unknown };
      if (typeof answer.reference !== 'string' || answer.reference === '') throw new Error('bank verification gave no reference');
      const expected = typeof answer.expectedAt === 'string' ? new Date(answer.expectedAt) : null;
      return { reference: answer.reference, answerExpectedAt: expected && !Number.isNaN(expected.getTime()) ? expected : null };
    },

    async decision(reference): Promise<BankVerificationDecision | null> {
      const response = await doFetch(`${base}/verifications/${encodeURIComponent(reference)}`, {
        method: 'GET',
        headers: { authorization: headers.authorization },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`bank verification answered ${response.status}`);
      const answer = (await response.json()) as { status?: unknown; reason?: unknown };
      if (answer.status === 'PENDING' || answer.status === 'VERIFIED') return { status: answer.status };
      // A reason the portal does not know yet is kept as "refused" without one rather than guessed.
      if (answer.status === 'REJECTED') return { status: 'REJECTED', reason: isRejection(answer.reason) ? answer.reason : null };
      throw new Error(`bank verification answered an unknown status ${String(answer.status)}`);
    },
  };
}
