import type { AppealDetails, AppealHistoryItem, AppealLite, AppealSubject, AppealSummary, Language, NeededDocument } from '@sanad/contract';
import { isPaymentCodeAppeal } from '@sanad/contract';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ReasonMessages } from '../eligibility-history/reason-messages.ts';
import { serviceClock } from '../service-level/service-clock.ts';
import type { AppealHistoryRow, AppealRepository, AppealView } from './appeal.repository.ts';

/** What a payment appeal's reasons say (spec §5 names the codes only). */
const paymentReasonNames: Record<string, Record<Language, string>> = {
  'MSG08.7': { en: 'The payment did not reach my account', ar: 'لم تصل الدفعة إلى حسابي' },
  'MSG08.8': { en: 'The amount paid is not right', ar: 'المبلغ المصروف غير صحيح' },
};

/** Words the codes an appeal shows (reasons, document types) in one language. */
export interface AppealWording {
  reason(code: string): { code: string; message: string };
  documentName(type: string): string;
}

/** The wording of a language: reason codes from the ineligibility-reason lookup, document types from theirs. */
export function createAppealWording(deps: { lookups: Pick<LookupService, 'group'>; reasons: ReasonMessages }) {
  return async function wordingIn(language: Language): Promise<AppealWording> {
    const [reasons, types] = await Promise.all([deps.reasons(language), deps.lookups.group('documentType')]);
    const typeNames = new Map(types.map((item) => [item.code, language === 'ar' ? item.nameAr : item.nameEn]));
    return {
      reason: (code) => {
        const payment = paymentReasonNames[code];
        return payment ? { code, message: payment[language] } : reasons(code);
      },
      documentName: (type) => typeNames.get(type) ?? type,
    };
  };
}
export type AppealWordingReader = ReturnType<typeof createAppealWording>;

export function toSubject(row: AppealView): AppealSubject {
  return {
    type: row.subjectType,
    applicationId: row.applicationId,
    period: row.period,
    houseId: row.houseId,
    dependentId: row.dependentId,
    paymentId: row.paymentId,
    paymentCode: row.paymentCode,
  };
}

export function toSummary(row: AppealView, wording: AppealWording, now: Date): AppealSummary {
  return {
    id: row.id,
    appealNbr: row.appealNbr,
    status: row.status,
    subject: toSubject(row),
    reason: wording.reason(row.reasonCode),
    clock: serviceClock(row, now),
  };
}

export function toLite(row: AppealView): AppealLite {
  return {
    id: row.id,
    appealNbr: row.appealNbr,
    status: row.status,
    subject: toSubject(row),
    reasonCode: row.reasonCode,
    paymentCodeAppeal: row.paymentId !== null && isPaymentCodeAppeal(row, row.paymentId),
  };
}

const toHistoryItem = (row: AppealHistoryRow): AppealHistoryItem => ({
  from: row.fromStatus,
  to: row.toStatus,
  by: row.by,
  comment: row.comment,
  at: row.at.toISOString(),
});

/** The details: the summary, the documents needed and attached, the decision, its payment and the history. */
export async function toDetails(
  repository: Pick<AppealRepository, 'documents' | 'history' | 'paymentOf'>,
  row: AppealView,
  wording: AppealWording,
  now: Date,
): Promise<AppealDetails> {
  const [files, history, paid] = await Promise.all([
    repository.documents(row.id),
    repository.history(row.id),
    repository.paymentOf(row.id),
  ]);
  const provided = new Set(files.map((file) => file.documentType));
  const neededDocumentsList: NeededDocument[] = row.neededDocuments.map((documentType) => ({
    documentType,
    name: wording.documentName(documentType),
    provided: provided.has(documentType),
  }));
  return {
    ...toSummary(row, wording, now),
    description: row.description,
    neededDocumentsList,
    files: files.map((file) => ({ ...file, addedAt: file.addedAt.toISOString() })),
    decisionComment: row.decisionComment,
    additionalPayment: paid,
    history: history.map(toHistoryItem),
  };
}
