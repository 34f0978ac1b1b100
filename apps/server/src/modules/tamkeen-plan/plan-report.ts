import type { TamkeenPlanActionStatus } from '@sanad/contract';
import type { PdfBlock, PdfDocument } from '../../platform/pdf/pdf.ts';

/** What the plan report prints: the person, the plan and each action, in both languages. */
export interface PlanReportFacts {
  person: { nameAr: string; nameEn: string; nin: string };
  plan: { titleAr: string; titleEn: string; startedOn: string; endsOn: string | null };
  actions: ReadonlyArray<{
    titleAr: string;
    titleEn: string;
    partner: { nameAr: string; nameEn: string } | null;
    dueDate: string;
    status: TamkeenPlanActionStatus;
  }>;
  issuedOn: string;
}

const statusWords: Record<TamkeenPlanActionStatus, { ar: string; en: string }> = {
  PENDING: { ar: 'بانتظار القبول', en: 'Waiting for acceptance' },
  ACCEPTED: { ar: 'مقبولة', en: 'Accepted' },
  DONE: { ar: 'منجزة', en: 'Done' },
};

function half(facts: PlanReportFacts, language: 'ar' | 'en'): PdfBlock[] {
  const ar = language === 'ar';
  const direction = ar ? 'rtl' : 'ltr';
  const done = facts.actions.filter((a) => a.status === 'DONE').length;
  const total = facts.actions.length;
  return [
    { kind: 'heading', direction, text: ar ? 'تقرير خطة تمكين' : 'Tamkeen plan report' },
    {
      kind: 'fields',
      direction,
      rows: [
        { label: ar ? 'الاسم' : 'Name', value: ar ? facts.person.nameAr : facts.person.nameEn },
        { label: ar ? 'رقم الهوية' : 'National ID', value: facts.person.nin },
        { label: ar ? 'الخطة' : 'Plan', value: ar ? facts.plan.titleAr : facts.plan.titleEn },
        { label: ar ? 'تاريخ البدء' : 'Started on', value: facts.plan.startedOn },
        ...(facts.plan.endsOn ? [{ label: ar ? 'تاريخ الانتهاء' : 'Ends on', value: facts.plan.endsOn }] : []),
        { label: ar ? 'التقدم' : 'Progress', value: ar ? `${done} من ${total} خطوات منجزة` : `${done} of ${total} steps done` },
        { label: ar ? 'تاريخ التقرير' : 'Issued on', value: facts.issuedOn },
      ],
    },
    {
      kind: 'table',
      direction,
      columns: ar ? ['الخطوة', 'الجهة', 'تاريخ الاستحقاق', 'الحالة'] : ['Step', 'Partner', 'Due date', 'Status'],
      rows: facts.actions.map((a) => [
        ar ? a.titleAr : a.titleEn,
        a.partner ? (ar ? a.partner.nameAr : a.partner.nameEn) : '—',
        a.dueDate,
        statusWords[a.status][language],
      ]),
    },
  ];
}

/** The plan report as a PDF document: the Arabic half, then the English half (decision 072). */
export function planReportDocument(facts: PlanReportFacts): PdfDocument {
  return {
    title: `Tamkeen plan report ${facts.issuedOn}`,
    language: 'ar',
    blocks: [...half(facts, 'ar'), { kind: 'space', height: 10 }, { kind: 'rule' }, { kind: 'space', height: 6 }, ...half(facts, 'en')],
  };
}
