import { isValidSaudiIban, normalizeIban } from '@sanad/contract';

/** One transfer the portal orders: the payment's id, the IBAN it goes to, the amount in halalas and its code. */
export interface PaymentOrder {
  paymentId: string;
  iban: string;
  /** Halalas, more than zero. */
  amount: number;
  /** The code the beneficiary's bank statement shows (P-YYYYMM-0000001); the bank de-duplicates on it. */
  code: string;
}

/** Why the bank did not pay: the account does not exist, or the IBAN is not one a transfer can go to. */
export type PaymentFailureReason = 'UNKNOWN_ACCOUNT' | 'INVALID_IBAN';

/** What became of one order. */
export type PaymentResult =
  { paymentId: string; status: 'PAID'; paidAt: Date } | { paymentId: string; status: 'FAILED'; reason: PaymentFailureReason };

/**
 * The payments port (DOMAIN.md "Payments", decision 057): the portal hands the bank a batch of transfers and gets an
 * answer for each, PAID or FAILED with a reason. The bank de-duplicates on the payment code, so ordering a payment
 * again (a pay step killed after the bank answered and before the answer was stored) never pays it twice.
 */
export interface Payments {
  /** One result per order, in any order; every order of the batch is answered. */
  pay(batch: readonly PaymentOrder[]): Promise<PaymentResult[]>;
}

/**
 * Local adapter (demo mode, tests): pays at once, and fails an IBAN the way the bank-verification simulator refuses
 * one (platform/bank), so testers steer it from the IBAN alone: an account number ending in 0000 does not exist
 * (UNKNOWN_ACCOUNT); an IBAN that is not a valid Saudi one cannot be paid (INVALID_IBAN). It decides from the order
 * alone and keeps nothing, so ordering the same payment again answers the same.
 */
export function createLocalPayments(options: { now: () => Date }): Payments {
  return {
    async pay(batch) {
      const paidAt = options.now();
      return batch.map((order): PaymentResult => {
        const iban = normalizeIban(order.iban);
        if (!isValidSaudiIban(iban)) return { paymentId: order.paymentId, status: 'FAILED', reason: 'INVALID_IBAN' };
        if (iban.endsWith('0000')) return { paymentId: order.paymentId, status: 'FAILED', reason: 'UNKNOWN_ACCOUNT' };
        return { paymentId: order.paymentId, status: 'PAID', paidAt };
      });
    },
  };
}
