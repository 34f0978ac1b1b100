import type { EligibilityRecord, LookupItem } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { EligibilityHistoryService } from '../eligibility-history/eligibility-history.service.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import type { LetterBody } from './letter-content.ts';

/** The letter types the portal can write (codes of the `letters` lookup). */
export const letterKinds = {
  BENEFICIARY_CERT: 'beneficiary',
  ELIGIBILITY_LETTER: 'eligibility',
  NON_BENEFICIARY_CERT: 'non-beneficiary',
  PAYMENT_STATEMENT: 'payments',
  HOUSEHOLD_STATEMENT: 'household',
} as const satisfies Record<string, LetterBody['kind']>;
export type LetterTypeCode = keyof typeof letterKinds;

export const isLetterTypeCode = (code: string): code is LetterTypeCode => Object.hasOwn(letterKinds, code);

/** Payments a statement lists. */
export const statementPayments = 12;

export interface LetterFactsDeps {
  eligibilityHistory: Pick<EligibilityHistoryService, 'eligibilityHistory' | 'lastEligibility'>;
  payments: Pick<PaymentService, 'paymentHistory'>;
  lookups: { group(group: 'relationship'): Promise<LookupItem[]> };
}

const notAvailable = () => new DomainError('LETTER_NOT_AVAILABLE');

/**
 * What a letter certifies, read through the reads the beneficiary already has (decision 058): the published results
 * of the eligibility history and the payment history, scoped to the caller by them. Nothing is read twice in SQL here.
 */
export function createLetterFacts(deps: LetterFactsDeps) {
  const { eligibilityHistory, payments, lookups } = deps;

  /** The results of the latest published month of the program (every house of it), newest month first. */
  async function latestMonth(principal: Principal, programId: number, ctx: RequestContext): Promise<EligibilityRecord[]> {
    const records = await eligibilityHistory.eligibilityHistory(principal, { program_ID: String(programId) }, ctx);
    const period = records[0]?.period;
    return period ? records.filter((record) => record.period === period) : [];
  }

  const eligibleOf = (records: EligibilityRecord[]) => records.filter((record) => record.outcome === 'ELIGIBLE');
  const sum = (records: EligibilityRecord[], of: (record: EligibilityRecord) => number) =>
    records.reduce((total, record) => total + of(record), 0);

  return {
    /** The body of a letter of this type, or LETTER_NOT_AVAILABLE when the records do not support it. */
    async bodyOf(principal: Principal, type: LetterTypeCode, programId: number, ctx: RequestContext): Promise<LetterBody> {
      switch (letterKinds[type]) {
        case 'beneficiary': {
          const month = await latestMonth(principal, programId, ctx);
          const eligible = eligibleOf(month);
          const first = eligible[0];
          if (!first) throw notAvailable();
          return {
            kind: 'beneficiary',
            period: first.period,
            net: sum(eligible, (r) => r.net),
            memberCount: sum(eligible, (r) => r.memberCount),
          };
        }
        case 'eligibility': {
          const month = await latestMonth(principal, programId, ctx);
          const first = month[0];
          if (!first) throw notAvailable();
          const eligible = eligibleOf(month);
          return {
            kind: 'eligibility',
            period: first.period,
            eligible: eligible.length > 0,
            net: sum(eligible, (r) => r.net),
            memberCount: sum(eligible, (r) => r.memberCount),
          };
        }
        case 'non-beneficiary': {
          const month = await latestMonth(principal, programId, ctx);
          if (eligibleOf(month).length > 0) throw notAvailable();
          return { kind: 'non-beneficiary', period: month[0]?.period ?? null };
        }
        case 'payments': {
          const page = await payments.paymentHistory(
            principal,
            { programId: String(programId), page: 0, pageSize: statementPayments },
            ctx,
          );
          if (page.items.length === 0) throw notAvailable();
          return {
            kind: 'payments',
            payments: page.items.map((item) => ({
              period: item.period,
              code: item.code,
              net: item.net,
              status: item.status,
              paidAt: item.paidAt,
            })),
          };
        }
        case 'household': {
          const month = await latestMonth(principal, programId, ctx);
          const house = eligibleOf(month)[0] ?? month[0];
          if (!house) throw notAvailable();
          const [detail, relationships] = await Promise.all([
            eligibilityHistory.lastEligibility(principal, { a: house.applicationId, b: house.house.id, cycle_ID: house.period }, ctx),
            lookups.group('relationship'),
          ]);
          if (!detail) throw notAvailable();
          const relationshipOf = (code: string | null) => relationships.find((item) => item.code === code) ?? null;
          return {
            kind: 'household',
            period: house.period,
            members: detail.members.map((member) => ({
              nameAr: member.nameAr,
              nameEn: member.nameEn,
              relationship:
                member.relationship === null
                  ? null
                  : (relationshipOf(member.relationship) ?? { nameAr: member.relationship, nameEn: member.relationship }),
              counted: member.counted,
            })),
          };
        }
      }
    },
  };
}
export type LetterFactsReader = ReturnType<typeof createLetterFacts>;
