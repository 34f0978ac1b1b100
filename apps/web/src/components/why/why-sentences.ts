import type {
  EligibilityAmountChange,
  EligibilityChanges,
  EligibilityMember,
  EligibilityOutcome,
  EligibilityReason,
  Language,
  MemberCategory,
  TraceStep,
} from '@sanad/contract';
import { formatMoney } from '../../lib/format.ts';
import type { TFunction } from '../../lib/i18n.tsx';
import { lookupName } from '../../lib/lookups.ts';
import { nameIn } from '../../lib/names.ts';
import { formatPeriod } from '../../lib/period.ts';

/**
 * The eligibility function's trace (TraceStep, decision 055) worded for the person it is about: one plain sentence per
 * rule, with their own value and the limit it was held against, grouped as the function works (who counts, the
 * checks, the standard, the income, the assets, the amount). Pure, so the wording is tested without a screen.
 */

export type WhyGroup = 'members' | 'gates' | 'standard' | 'income' | 'assets' | 'amount';
export const whyGroups: readonly WhyGroup[] = ['members', 'gates', 'standard', 'income', 'assets', 'amount'];

export interface WhySentence {
  group: WhyGroup;
  /** PASS and FAIL decide; INFO is a figure. */
  outcome: TraceStep['outcome'];
  text: string;
}

/**
 * A person as the wording names them: a month's or a pre-check's member, a what-if's (named, or added and given a
 * name by the screen) or a calculator's person given a name by the screen ("Dependent 2").
 */
export type WhyMember = Pick<EligibilityMember, 'personId' | 'category' | 'leftOutReason'> & {
  nameAr: string | null;
  nameEn: string | null;
};

export interface WhyInput {
  trace: readonly TraceStep[];
  members: readonly WhyMember[];
  /** The house's outcome: an ineligible house is entitled to nothing whatever its income. */
  outcome: EligibilityOutcome;
  /**
   * `month`: a published month (was, you receive); `check`: an FLV pre-check, a what-if or an estimate (is, you would
   * receive).
   */
  mode: 'month' | 'check';
  /** A month's deductions and what it paid (a pre-check has none). */
  deductions?: number;
  net?: number;
}

const groupOf: Record<TraceStep['rule'], WhyGroup> = {
  MEMBER_COUNTED: 'members',
  GATE_APPLICATION_STATE: 'gates',
  GATE_PROFILE_COMPLETE: 'gates',
  GATE_IBAN_VERIFIED: 'gates',
  GATE_NO_BAN: 'gates',
  GATE_RESIDENT: 'gates',
  GATE_ALIVE: 'gates',
  GATE_HEAD_NOT_DUPLICATED: 'gates',
  STANDARD_MEMBER: 'standard',
  STANDARD_TOTAL: 'standard',
  INCOME_SOURCE: 'income',
  INCOME_TOTAL: 'income',
  ASSET_ITEM: 'assets',
  ASSET_DWELLING_EXCLUDED: 'assets',
  ASSETS_TOTAL: 'assets',
  ENTITLEMENT: 'amount',
  MINIMUM_PAYMENT: 'amount',
};

/**
 * One full stop where an amount that ends with one ("ر.س.", the Arabic riyal) closes a sentence: "٤٥٠ ر.س.." reads as
 * a slip. Direction marks Intl puts around the currency may stand between the two.
 */
function tidy(text: string): string {
  return text.replace(/\.([\u200e\u200f]*)\./g, '.$1');
}

const categories: readonly string[] = ['HEAD', 'ADULT', 'MINOR'] satisfies readonly MemberCategory[];

/** A person left out or a house not eligible, by the server's name for the code, else ours, else the code. */
export function reasonText(code: string, t: TFunction, named?: EligibilityReason | null): string {
  if (named?.message && named.message !== named.code) return named.message;
  const key = `why.reason.${code}`;
  const ours = t(key);
  return ours === key ? code : ours;
}

/**
 * Words the steps of one evaluation (`input`: its trace, people and outcome give the context a sentence needs, such as
 * how many members the standard is for): a sentence for any one of its steps. `whySentences` words them all; the
 * what-if words the steps that moved, each against its own evaluation.
 */
export function whyWorder(input: WhyInput, t: TFunction, language: Language): (step: TraceStep) => WhySentence {
  const money = (halalas: number | null | undefined) => formatMoney(halalas ?? 0, language);
  const people = new Map(input.members.map((member) => [member.personId, member]));
  const nameOf = (personId: string | null) => {
    const member = personId ? people.get(personId) : undefined;
    return member ? nameIn(member, language) || t('why.someone') : t('why.someone');
  };
  const countedMembers = input.trace.filter((step) => step.rule === 'STANDARD_MEMBER').length;
  const standardStep = input.trace.find((step) => step.rule === 'STANDARD_TOTAL');
  const standardFor = (amount: number | null) => t('why.standardFor', { count: countedMembers, amount: money(amount) });
  const minimum = input.trace.find((step) => step.rule === 'MINIMUM_PAYMENT');
  const deductions = input.deductions ?? 0;
  const check = input.mode === 'check';

  const sentence = (step: TraceStep): string => {
    const name = nameOf(step.personId);
    const member = step.personId ? people.get(step.personId) : undefined;
    switch (step.rule) {
      case 'MEMBER_COUNTED': {
        if (step.outcome === 'FAIL') {
          const code = step.detail ?? '';
          return t('why.member.leftOut', { name, reason: reasonText(code, t, member?.leftOutReason) });
        }
        const category = categories.includes(step.detail ?? '') ? (step.detail as MemberCategory) : (member?.category ?? 'ADULT');
        if (category === 'HEAD') return t('why.member.HEAD', { name });
        return t(`why.member.${category}`, { name, age: t('why.age', { count: step.value ?? 0 }), limit: step.limit ?? '' });
      }
      case 'GATE_APPLICATION_STATE':
        return t(`why.gate.${step.rule}.${step.outcome === 'FAIL' ? 'FAIL' : 'PASS'}`, {
          status: step.detail ? lookupName('applicationStatus', step.detail, language) : '',
        });
      case 'GATE_PROFILE_COMPLETE':
      case 'GATE_IBAN_VERIFIED':
      case 'GATE_NO_BAN':
      case 'GATE_RESIDENT':
      case 'GATE_ALIVE':
      case 'GATE_HEAD_NOT_DUPLICATED':
        return t(`why.gate.${step.rule}.${step.outcome === 'FAIL' ? 'FAIL' : 'PASS'}`, { name });
      case 'STANDARD_MEMBER':
        return t('why.standard.member', {
          name,
          amount: money(step.value),
          category: t(`why.category.${categories.includes(step.detail ?? '') ? step.detail : (member?.category ?? 'ADULT')}`),
        });
      case 'STANDARD_TOTAL':
        return t('why.standard.total', { standardFor: standardFor(step.value) });
      case 'INCOME_SOURCE': {
        const values = {
          name,
          source: lookupName('incomeSource', step.detail ?? '', language),
          value: money(step.value),
          counted: money(step.counted),
          limit: money(step.limit),
          exempt: money((step.value ?? 0) - (step.counted ?? 0)),
        };
        const counted = step.counted ?? step.value ?? 0;
        if (counted === 0 && (step.value ?? 0) > 0 && member?.category === 'MINOR') return t('why.income.minor', values);
        if (counted === step.value) return t('why.income.full', values);
        if (step.limit !== null) return t('why.income.exempt', values);
        return t('why.income.part', values);
      }
      case 'INCOME_TOTAL':
        return t(check ? 'why.income.totalCheck' : 'why.income.total', { amount: money(step.value) });
      case 'ASSET_ITEM': {
        const values = {
          name,
          type: lookupName('propertyType', step.detail ?? '', language),
          value: money(step.value),
          counted: money(step.counted),
        };
        return t(
          step.counted === null || step.counted === undefined || step.counted === step.value ? 'why.assets.full' : 'why.assets.share',
          values,
        );
      }
      case 'ASSET_DWELLING_EXCLUDED':
        return t('why.assets.dwelling', { name, type: lookupName('propertyType', step.detail ?? '', language), value: money(step.value) });
      case 'ASSETS_TOTAL':
        if ((step.value ?? 0) === 0 && step.outcome !== 'FAIL') return t('why.assets.none', { limit: money(step.limit) });
        return t(step.outcome === 'FAIL' ? 'why.assets.above' : 'why.assets.within', {
          amount: money(step.value),
          limit: money(step.limit),
        });
      case 'ENTITLEMENT': {
        const values = {
          income: money(step.value),
          standardFor: standardFor(step.limit ?? standardStep?.value ?? 0),
          amount: money(step.counted ?? 0),
        };
        if (step.outcome === 'FAIL') return t(check ? 'why.amount.noneCheck' : 'why.amount.none', values);
        if (input.outcome === 'INELIGIBLE') return t(check ? 'why.amount.blockedCheck' : 'why.amount.blocked', values);
        if (check) return t('why.amount.wouldReceive', values);
        const paidInFull = minimum?.outcome !== 'FAIL' && deductions === 0;
        return t(paidInFull ? 'why.amount.receive' : 'why.amount.entitled', values);
      }
      case 'MINIMUM_PAYMENT':
        return t(step.outcome === 'FAIL' ? 'why.amount.belowMinimum' : 'why.amount.minimumMet', {
          amount: money(step.value),
          limit: money(step.limit),
        });
    }
  };

  return (step) => ({ group: groupOf[step.rule], outcome: step.outcome, text: tidy(sentence(step)) });
}

export function whySentences(input: WhyInput, t: TFunction, language: Language): WhySentence[] {
  const money = (halalas: number | null | undefined) => formatMoney(halalas ?? 0, language);
  const word = whyWorder(input, t, language);
  const deductions = input.deductions ?? 0;
  const sentences = input.trace.map(word);
  if (input.mode === 'month' && deductions > 0) {
    sentences.push({
      group: 'amount',
      outcome: 'INFO',
      text: tidy(t('why.amount.deducted', { deductions: money(deductions), net: money(input.net ?? 0) })),
    });
  }
  return sentences;
}

/** An amount that moved between two evaluations: "The standard rose from SAR 3,100.00 to SAR 3,700.00." */
export function amountChangeSentence(change: EligibilityAmountChange, t: TFunction, language: Language): string {
  return tidy(
    t(change.to > change.from ? 'whatChanged.rose' : 'whatChanged.fell', {
      item: t(`whatChanged.item.${change.item}`),
      from: formatMoney(change.from, language),
      to: formatMoney(change.to, language),
    }),
  );
}

/** What moved since the house's previous published month, one sentence a change; null when this is its first month. */
export function changeSentences(
  changes: EligibilityChanges | null,
  current: { period: string; outcome: EligibilityOutcome },
  t: TFunction,
  language: Language,
): string[] | null {
  if (!changes) return null;
  const money = (halalas: number | null) => formatMoney(halalas ?? 0, language);
  const previous = formatPeriod(changes.previousPeriod, language);
  const out: string[] = [];
  if (changes.previousOutcome !== current.outcome) {
    out.push(
      t('whatChanged.outcome', {
        previous,
        current: formatPeriod(current.period, language),
        before: t(`cycle.outcomeWord.${changes.previousOutcome}`),
        after: t(`cycle.outcomeWord.${current.outcome}`),
      }),
    );
  }
  for (const change of changes.amounts) out.push(amountChangeSentence(change, t, language));
  for (const change of changes.members) {
    out.push(t(`whatChanged.member.${change.change}`, { name: nameIn(change, language), from: money(change.from), to: money(change.to) }));
  }
  if (changes.parametersChanged) out.push(t('whatChanged.parameters'));
  if (out.length === 0) out.push(t('whatChanged.nothing', { previous }));
  return out.map(tidy);
}
