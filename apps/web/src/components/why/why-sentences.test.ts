import { sessionStorageKeys } from '@sanad/contract/client';
import type { TraceStep } from '@sanad/contract';
import { i18n } from '../../lib/i18n.tsx';
import { setTestLanguage } from '../../test/render.tsx';
import { cycleLookups, eligibilityDetail, members, trace } from '../../test/cycle-fixtures.ts';
import { changeSentences, whySentences } from './why-sentences.ts';

beforeEach(() => {
  sessionStorage.setItem(sessionStorageKeys.lookups, JSON.stringify(cycleLookups));
});

/** Intl's no-break spaces and direction marks as plain text, so the sentences read as written here. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ').replace(/[\u200e\u200f]/g, '');

const texts = (language: 'ar' | 'en', overrides: Partial<Parameters<typeof whySentences>[0]> = {}) => {
  const sentences = whySentences({ trace, members, outcome: 'ELIGIBLE', mode: 'month', ...overrides }, i18n.fixedT(language), language);
  return sentences.map((sentence) => plain(sentence.text));
};

describe('the why of a month, one sentence a rule', () => {
  it("says in English what each rule found, with the person's own value and the limit", async () => {
    await setTestLanguage('en');
    const all = texts('en');
    expect(all).toContain('Sara Alotaibi is counted as the head of household.');
    expect(all).toContain('Faisal Alotaibi (19 years old) is counted as an adult: the adult age is 18.');
    expect(all).toContain('Omar Alotaibi (9 years old) is counted as a minor: under the adult age of 18.');
    expect(all).toContain('Huda Alotaibi is not counted: Relation not confirmed.');
    expect(all).toContain('Application state: Eligible, which the monthly cycle studies.');
    expect(all).toContain('Together, the standard for 5 members is SAR 3,100.00.');
    expect(all).toContain(
      "Faisal Alotaibi's income (salary): SAR 4,000.00 a month; SAR 1,500.00 of it is exempt (the exemption is at most SAR 1,500.00), so SAR 2,500.00 counts.",
    );
    expect(all).toContain("Sara Alotaibi's income (pension): SAR 150.00 a month, counted in full.");
    expect(all).toContain("Sara Alotaibi's home (real estate) worth SAR 900,000.00 is the household's dwelling, so it is not counted.");
    expect(all).toContain('The counted assets, SAR 60,000.00, are within the limit of SAR 500,000.00.');
    expect(all).toContain(
      "Your household's counted income was SAR 2,650.00; the standard for 5 members is SAR 3,100.00; so you receive SAR 450.00.",
    );
  });

  it('says what a deduction left, and words a pre-check as what would be', async () => {
    await setTestLanguage('en');
    const deducted = texts('en', { deductions: 9_000, net: 36_000 });
    expect(deducted).toContain(
      "Your household's counted income was SAR 2,650.00; the standard for 5 members is SAR 3,100.00; so you are entitled to SAR 450.00.",
    );
    expect(deducted.at(-1)).toBe('SAR 90.00 was deducted to recover an earlier over-payment, so you receive SAR 360.00.');
    expect(texts('en', { mode: 'check' })).toContain(
      "Your household's counted income is SAR 2,650.00; the standard for 5 members is SAR 3,100.00; so you would receive SAR 450.00.",
    );
  });

  it('names the failed rule when income reaches the standard or an amount is under the minimum', async () => {
    await setTestLanguage('en');
    const over: TraceStep[] = trace.map((step) =>
      step.rule === 'ENTITLEMENT' ? { ...step, value: 330_000, counted: 0, outcome: 'FAIL', detail: 'INCOME_ABOVE_STANDARD' } : step,
    );
    expect(texts('en', { trace: over.filter((step) => step.rule !== 'MINIMUM_PAYMENT'), outcome: 'INELIGIBLE' })).toContain(
      "Your household's counted income was SAR 3,300.00; the standard for 5 members is SAR 3,100.00; the income reaches the standard, so no support is due.",
    );
    const small: TraceStep[] = trace.map((step) =>
      step.rule === 'MINIMUM_PAYMENT' ? { ...step, value: 5_000, outcome: 'FAIL', detail: 'BELOW_MINIMUM' } : step,
    );
    expect(texts('en', { trace: small })).toContain(
      'SAR 50.00 is below the minimum payment of SAR 100.00, so nothing is paid this month; the household stays eligible.',
    );
  });

  it('says the same in Arabic, with Arabic plural forms', async () => {
    await setTestLanguage('ar');
    const all = texts('ar');
    expect(all).toContain('يُحتسب فيصل العتيبي (19 سنة) فردًا بالغًا: سن البلوغ المعتمد 18 سنة.');
    expect(all).toContain('يُحتسب عمر العتيبي (9 سنوات) فردًا قاصرًا: دون سن البلوغ المعتمد (18 سنة).');
    expect(all.find((text) => text.startsWith('دخل فيصل العتيبي (راتب)'))).toMatch(/يُعفى منه .*1,500\.00.* فيُحتسب .*2,500\.00/);
    const entitlement = all.find((text) => text.startsWith('كان دخل أسرتك المحتسب') && text.includes('لذا'));
    expect(entitlement).toMatch(/^كان دخل أسرتك المحتسب .*2,650\.00.*؛ وحد الكفاية لـ5 أفراد هو .*3,100\.00.*؛ لذا تستلم .*450\.00.*\.$/);
  });
});

describe('what changed since the previous month', () => {
  it('says what moved, in words, and that the household became eligible', async () => {
    await setTestLanguage('en');
    const detail = eligibilityDetail();
    expect(
      changeSentences(detail.changes, { period: detail.period, outcome: detail.outcome }, i18n.fixedT('en'), 'en')?.map(plain),
    ).toEqual([
      'In September 2026 the household was not eligible; in October 2026 it is eligible.',
      'The counted income fell from SAR 3,300.00 to SAR 2,650.00.',
      'The amount paid rose from SAR 0.00 to SAR 360.00.',
      "Faisal Alotaibi's counted income went from SAR 3,150.00 to SAR 2,500.00.",
    ]);
  });

  it('says when nothing changed, or that there is no earlier month', async () => {
    await setTestLanguage('en');
    const same = { previousPeriod: '2026-09', previousOutcome: 'ELIGIBLE' as const, amounts: [], members: [], parametersChanged: false };
    expect(changeSentences(same, { period: '2026-10', outcome: 'ELIGIBLE' }, i18n.fixedT('en'), 'en')).toEqual([
      'Nothing that decides the amount changed since September 2026.',
    ]);
    expect(changeSentences(null, { period: '2026-10', outcome: 'ELIGIBLE' }, i18n.fixedT('en'), 'en')).toBeNull();
  });
});
