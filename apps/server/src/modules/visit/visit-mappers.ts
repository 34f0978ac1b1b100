import type { Language, VisitDetails, VisitSummary } from '@sanad/contract';
import type { LookupService } from '../lookup/lookup.service.ts';
import { answerableUntil, answerRefusal } from './visit-rules.ts';
import type { VisitView } from './visit.repository.ts';

/** The social security offices (ssp-offices lookup) named in a language. */
export function createOfficeNames(lookups: Pick<LookupService, 'group'>) {
  return async function namesIn(language: Language): Promise<(code: string) => string> {
    const items = await lookups.group('sspOffices');
    const names = new Map(items.map((item) => [item.code, language === 'ar' ? item.nameAr : item.nameEn]));
    return (code) => names.get(code) ?? code;
  };
}
export type OfficeNamesReader = ReturnType<typeof createOfficeNames>;

export function toVisitSummary(row: VisitView): VisitSummary {
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    purpose: row.purpose,
    house: { id: row.houseId, label: row.houseLabel, regionCode: row.regionCode, cityCode: row.cityCode, district: row.district },
    answer: row.answer && row.answeredAt ? { kind: row.answer, reason: row.answerReason, at: row.answeredAt.toISOString() } : null,
  };
}

/** A visit with its office, its result, and whether its head may still answer it (`cutoffHours`: visit.answerCutoffHours). */
export function toVisitDetails(row: VisitView, officeName: (code: string) => string, now: Date, cutoffHours: number): VisitDetails {
  const scheduled = row.status === 'SCHEDULED';
  return {
    ...toVisitSummary(row),
    office: { code: row.officeCode, name: officeName(row.officeCode) },
    visitorName: row.visitorName,
    result: !scheduled && row.closedAt ? { outcome: row.outcome, note: row.resultNote, at: row.closedAt.toISOString() } : null,
    answerableUntil: scheduled ? answerableUntil(row.startsAt, cutoffHours).toISOString() : null,
    canAnswer: answerRefusal(row, now, cutoffHours) === null,
  };
}
