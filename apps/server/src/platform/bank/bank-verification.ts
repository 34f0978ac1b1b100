import type { IbanRejection } from '@sanad/contract';

/** What the bank is asked: does this IBAN exist, and is it held by this person? */
export interface BankVerificationRequest {
  /** Normalised (upper case, no spaces). */
  iban: string;
  holderNin: string;
  holderName: string;
}

/** The bank's answer about one request so far. */
export type BankVerificationDecision =
  | { status: 'PENDING' }
  | { status: 'VERIFIED' }
  | { status: 'REJECTED'; reason: IbanRejection | null };

/**
 * The bank-verification port (DOMAIN.md "IBAN"): an IBAN is submitted, and the bank answers some time later. The
 * portal asks for the answer when the person looks (lazily) and once when the bank said it would be ready.
 */
export interface BankVerification {
  /**
   * Sends an IBAN to the bank. Answers the bank's reference of the request and when an answer is expected (null when
   * the bank does not say; the portal then asks only when the person looks).
   */
  submit(request: BankVerificationRequest): Promise<{ reference: string; answerExpectedAt: Date | null }>;
  /** The answer so far; null when the bank does not know the reference (the portal then submits again). */
  decision(reference: string): Promise<BankVerificationDecision | null>;
}
