import { periodName, type PaymentStatus } from '@sanad/contract';
import type { PdfBlock, PdfDocument } from '../../platform/pdf/pdf.ts';

/** A name in both languages (lookup items, programs, people). */
export interface BilingualName {
  nameAr: string;
  nameEn: string;
}

/** What one kind of letter certifies, read from the holder's published records (letter-facts.ts). */
export type LetterBody =
  /** BENEFICIARY_CERT: the household is eligible in the latest published month. */
  | { kind: 'beneficiary'; period: string; net: number; memberCount: number }
  /** ELIGIBILITY_LETTER: the latest published month's outcome, whatever it was. */
  | { kind: 'eligibility'; period: string; eligible: boolean; net: number; memberCount: number }
  /** NON_BENEFICIARY_CERT: not eligible in the latest published month (period), or never evaluated (null). */
  | { kind: 'non-beneficiary'; period: string | null }
  /** PAYMENT_STATEMENT: the latest payments, newest first. */
  | {
      kind: 'payments';
      payments: ReadonlyArray<{ period: string; code: string; net: number; status: PaymentStatus; paidAt: string | null }>;
    }
  /** HOUSEHOLD_STATEMENT: the people of the latest published month's house. */
  | { kind: 'household'; period: string; members: ReadonlyArray<BilingualName & { relationship: BilingualName | null; counted: boolean }> };

/** Everything a letter prints. */
export interface LetterFacts {
  type: BilingualName;
  program: BilingualName;
  holder: BilingualName & { nin: string };
  letterNumber: string;
  verificationCode: string;
  /** The Riyadh day of issue, `YYYY-MM-DD`, and the same day in the Umm al-Qura calendar. */
  issuedOn: string;
  issuedOnHijri: string;
  /** The web app's check-letter screen with the number filled in: what the QR code opens. */
  checkUrl: string;
  body: LetterBody;
}

const portal = { ar: 'سند — بوابة الدعم الاجتماعي', en: 'Sanad — the social-support portal' };

/** An amount in halalas as riyals with two decimals, ASCII digits (both languages print it alike). */
export function riyals(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** `YYYY-MM-DD` as `DD/MM/YYYY`, the order both languages read a date in on Saudi letters. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

const statusNames: Record<PaymentStatus, { ar: string; en: string }> = {
  SCHEDULED: { ar: 'مجدولة', en: 'Scheduled' },
  PAID: { ar: 'مدفوعة', en: 'Paid' },
  FAILED: { ar: 'متعثرة', en: 'Failed' },
};

/** The certifying sentence and any table of a letter, in one language. */
function bodyBlocks(facts: LetterFacts, language: 'ar' | 'en'): PdfBlock[] {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const { holder, program, body } = facts;
  const name = language === 'ar' ? holder.nameAr : holder.nameEn;
  const programName = language === 'ar' ? program.nameAr : program.nameEn;
  const text = (ar: string, en: string): PdfBlock => ({ kind: 'paragraph', direction, text: language === 'ar' ? ar : en });
  switch (body.kind) {
    case 'beneficiary': {
      const month = periodName(body.period, language);
      return [
        text(
          `تشهد ${portal.ar} بأن ${name} صاحب رقم الهوية ${holder.nin} مستفيد من ${programName}، وأن أسرته مستحقة في آخر دورة منشورة (${month}) بمبلغ ${riyals(body.net)} ريال لعدد ${body.memberCount} من أفرادها.`,
          `${portal.en} certifies that ${name}, national ID ${holder.nin}, is a beneficiary of the ${programName}: the household is eligible in the latest published cycle (${month}), for SAR ${riyals(body.net)} covering ${body.memberCount} members.`,
        ),
      ];
    }
    case 'eligibility': {
      const month = periodName(body.period, language);
      return body.eligible
        ? [
            text(
              `نتيجة أهلية أسرة ${name} صاحب رقم الهوية ${holder.nin} في ${programName} للدورة المنشورة الأخيرة (${month}): مستحقة، بمبلغ ${riyals(body.net)} ريال لعدد ${body.memberCount} من أفرادها.`,
              `The household of ${name}, national ID ${holder.nin}, in the ${programName}, latest published cycle (${month}): eligible, for SAR ${riyals(body.net)} covering ${body.memberCount} members.`,
            ),
          ]
        : [
            text(
              `نتيجة أهلية أسرة ${name} صاحب رقم الهوية ${holder.nin} في ${programName} للدورة المنشورة الأخيرة (${month}): غير مستحقة.`,
              `The household of ${name}, national ID ${holder.nin}, in the ${programName}, latest published cycle (${month}): not eligible.`,
            ),
          ];
    }
    case 'non-beneficiary': {
      const month = body.period ? periodName(body.period, language) : null;
      return [
        text(
          month
            ? `تشهد ${portal.ar} بأن ${name} صاحب رقم الهوية ${holder.nin} غير مستفيد من ${programName} في آخر دورة منشورة (${month}).`
            : `تشهد ${portal.ar} بأن ${name} صاحب رقم الهوية ${holder.nin} لم يستفد من ${programName} في أي دورة منشورة.`,
          month
            ? `${portal.en} certifies that ${name}, national ID ${holder.nin}, is not a beneficiary of the ${programName} in the latest published cycle (${month}).`
            : `${portal.en} certifies that ${name}, national ID ${holder.nin}, has not been a beneficiary of the ${programName} in any published cycle.`,
        ),
      ];
    }
    case 'payments':
      return [
        text(
          `بيان بآخر الدفعات المصروفة لـ ${name} صاحب رقم الهوية ${holder.nin} من ${programName}، الأحدث أولًا.`,
          `The latest payments of the ${programName} to ${name}, national ID ${holder.nin}, newest first.`,
        ),
        { kind: 'space', height: 4 },
        {
          kind: 'table',
          direction,
          columns: language === 'ar' ? ['الدورة', 'رقم الدفعة', 'المبلغ (ريال)', 'الحالة'] : ['Cycle', 'Payment', 'Amount (SAR)', 'Status'],
          rows: body.payments.map((payment) => [
            periodName(payment.period, language),
            payment.code,
            riyals(payment.net),
            statusNames[payment.status][language] + (payment.paidAt ? ` ${dayMonthYear(payment.paidAt.slice(0, 10))}` : ''),
          ]),
        },
      ];
    case 'household': {
      const month = periodName(body.period, language);
      const yes = language === 'ar' ? 'نعم' : 'Yes';
      const no = language === 'ar' ? 'لا' : 'No';
      return [
        text(
          `بيان أفراد أسرة ${name} صاحب رقم الهوية ${holder.nin} المسجلين في ${programName} كما قيّمتهم آخر دورة منشورة (${month}).`,
          `The members of the household of ${name}, national ID ${holder.nin}, registered in the ${programName}, as the latest published cycle (${month}) evaluated them.`,
        ),
        { kind: 'space', height: 4 },
        {
          kind: 'table',
          direction,
          columns: language === 'ar' ? ['الاسم', 'صلة القرابة', 'محتسب في الاستحقاق'] : ['Name', 'Relationship', 'Counted'],
          rows: body.members.map((member) => [
            language === 'ar' ? member.nameAr : member.nameEn,
            member.relationship
              ? language === 'ar'
                ? member.relationship.nameAr
                : member.relationship.nameEn
              : language === 'ar'
                ? 'رب الأسرة'
                : 'Head of household',
            member.counted ? yes : no,
          ]),
        },
      ];
    }
  }
}

/** One language's half of the letter: who, which letter, when, and what it certifies. */
function half(facts: LetterFacts, language: 'ar' | 'en'): PdfBlock[] {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const ar = language === 'ar';
  const issued = `${dayMonthYear(facts.issuedOn)} ${ar ? 'م' : 'AD'} — ${dayMonthYear(facts.issuedOnHijri)} ${ar ? 'هـ' : 'AH'}`;
  return [
    { kind: 'paragraph', direction, text: ar ? portal.ar : portal.en, muted: true, size: 10 },
    { kind: 'heading', direction, text: ar ? facts.type.nameAr : facts.type.nameEn },
    {
      kind: 'fields',
      direction,
      rows: [
        { label: ar ? 'الاسم' : 'Name', value: ar ? facts.holder.nameAr : facts.holder.nameEn },
        { label: ar ? 'رقم الهوية الوطنية' : 'National ID', value: facts.holder.nin },
        { label: ar ? 'رقم الخطاب' : 'Letter number', value: facts.letterNumber },
        { label: ar ? 'تاريخ الإصدار' : 'Issued on', value: issued },
        { label: ar ? 'رمز التحقق' : 'Verification code', value: facts.verificationCode },
      ],
    },
    { kind: 'space', height: 6 },
    ...bodyBlocks(facts, language),
  ];
}

/**
 * The letter as a PDF document (docs/decisions/063-letters.md): the Arabic half, then the English half, then the QR
 * code that opens the check-letter screen with the number filled in, with the same words in both languages.
 */
export function letterDocument(facts: LetterFacts): PdfDocument {
  return {
    title: `${facts.type.nameEn} ${facts.letterNumber}`,
    language: 'ar',
    blocks: [
      ...half(facts, 'ar'),
      { kind: 'space', height: 10 },
      { kind: 'rule' },
      { kind: 'space', height: 6 },
      ...half(facts, 'en'),
      { kind: 'space', height: 12 },
      { kind: 'rule' },
      {
        kind: 'qr',
        direction: 'rtl',
        data: facts.checkUrl,
        caption: [
          'صدر هذا الخطاب إلكترونيًا ولا يحتاج إلى توقيع. للتحقق منه امسح الرمز أو افتح صفحة التحقق من الخطابات وأدخل رقم الخطاب ورقم هوية صاحبه.',
          'This letter was issued electronically and needs no signature. To verify it, scan the code or open the letter check page and enter the letter number and the holder’s national ID.',
          facts.checkUrl,
        ],
      },
    ],
  };
}
