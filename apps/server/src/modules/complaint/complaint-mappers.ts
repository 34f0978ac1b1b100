import type { ComplaintDetails, ComplaintHistoryItem, ComplaintSummary, Language } from '@sanad/contract';
import type { LookupService } from '../lookup/lookup.service.ts';
import { serviceClock } from '../service-level/service-clock.ts';
import type { ComplaintHistoryRow, ComplaintRepository, ComplaintView } from './complaint.repository.ts';

/** The complaint categories (complaint-category lookup) named in a language. */
export function createCategoryNames(lookups: Pick<LookupService, 'group'>) {
  return async function namesIn(language: Language): Promise<(code: string) => string> {
    const items = await lookups.group('complaintCategory');
    const names = new Map(items.map((item) => [item.code, language === 'ar' ? item.nameAr : item.nameEn]));
    return (code) => names.get(code) ?? code;
  };
}
export type CategoryNamesReader = ReturnType<typeof createCategoryNames>;

export function toComplaintSummary(row: ComplaintView, categoryName: (code: string) => string, now: Date): ComplaintSummary {
  return {
    id: row.id,
    paymentComplainNbr: row.paymentComplainNbr,
    status: row.status,
    category: { code: row.category, name: categoryName(row.category) },
    payment: { id: row.paymentId, code: row.paymentCode, period: row.period, amount: row.amount },
    // A wait for information runs out at infoDueAt; the complaint is then studied as it stands (decision 068).
    clock: serviceClock({ ...row, documentsDueAt: row.infoDueAt }, now),
  };
}

const toHistoryItem = (row: ComplaintHistoryRow): ComplaintHistoryItem => ({
  from: row.fromStatus,
  to: row.toStatus,
  by: row.by,
  comment: row.comment,
  at: row.at.toISOString(),
});

export async function toComplaintDetails(
  repository: ComplaintRepository,
  row: ComplaintView,
  categoryName: (code: string) => string,
  now: Date,
): Promise<ComplaintDetails> {
  const [files, history] = await Promise.all([repository.files(row.id), repository.history(row.id)]);
  return {
    ...toComplaintSummary(row, categoryName, now),
    description: row.description,
    files: files.map((file) => ({ id: file.id, fileName: file.fileName, addedAt: file.addedAt.toISOString() })),
    infoRequest: row.status === 'NEED_INFO' ? row.infoRequest : null,
    resolution: row.resolution,
    history: history.map(toHistoryItem),
  };
}
