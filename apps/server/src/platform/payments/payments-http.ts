import type { PaymentFailureReason, PaymentResult, Payments } from './payments.ts';

const failureReasons: readonly PaymentFailureReason[] = ['UNKNOWN_ACCOUNT', 'INVALID_IBAN'];

/**
 * Production adapter: the payment bank's HTTP API, with a bearer token (PAYMENTS_URL, PAYMENTS_TOKEN).
 * `POST {url}/transfers {transfers: [{reference: code, iban, amount: halalas}]}` →
 * `{results: [{reference, status: PAID | FAILED, paidAt?, reason?}]}`. The bank de-duplicates on the reference, so a
 * batch ordered again answers what it did the first time. An order the bank leaves unanswered, or a failure reason it
 * does not name, is an error of the whole batch: the pay step retries it rather than guess an outcome for money.
 */
export function createHttpPayments(options: { url: string; token: string; fetchImpl?: typeof fetch }): Payments {
  const doFetch = options.fetchImpl ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  return {
    async pay(batch) {
      if (batch.length === 0) return [];
      const response = await doFetch(`${base}/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ transfers: batch.map((order) => ({ reference: order.code, iban: order.iban, amount: order.amount })) }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok) throw new Error(`payments answered ${response.status}`);
      const answer = (await response.json()) as { results?: unknown };
      if (!Array.isArray(answer.results)) throw new Error('payments answered without results');
      type Answered = { reference?: unknown; status?: unknown; paidAt?: unknown; reason?: unknown };
      const byReference = new Map<string, Answered>();
      for (const result of answer.results as Answered[]) {
        if (typeof result.reference === 'string') byReference.set(result.reference, result);
      }
      return batch.map((order): PaymentResult => {
        const result = byReference.get(order.code);
        if (!result) throw new Error(`payments left ${order.code} unanswered`);
        if (result.status === 'PAID') {
          const paidAt = typeof result.paidAt === 'string' ? new Date(result.paidAt) : new Date();
          return { paymentId: order.paymentId, status: 'PAID', paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt };
        }
        const reason = failureReasons.find((known) => known === result.reason);
        if (result.status === 'FAILED' && reason) return { paymentId: order.paymentId, status: 'FAILED', reason };
        throw new Error(`payments answered ${order.code} with ${String(result.status)} ${String(result.reason)}`);
      });
    },
  };
}
