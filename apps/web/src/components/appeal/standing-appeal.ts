import type { AppealLite, AppealSubject } from '@sanad/contract';
import { appealStatus, isOpenAppealStatus } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { endpointQuery, useQuery } from '../../lib/server-state.ts';

/**
 * What of an application is appealed (load-lite-appeals): a month, house, dependent or payment under appeal shows
 * that appeal instead of offering a new one. The one read home, the eligibility tab and the payments tab share.
 */
export function useAppealedOf(applicationId: string) {
  return useQuery(endpointQuery(routes.appeal.loadLiteAppeals, { params: { id: applicationId } }));
}

/** A month, house or dependent an appeal may stand on: the fields of its subject that name it. */
export type AppealTarget = Pick<AppealSubject, 'type' | 'period'> & Partial<Pick<AppealSubject, 'houseId' | 'dependentId'>>;

/**
 * The appeal still open, or approved, on this subject of a month, if any: the screens show it (and link to it)
 * instead of offering a second one, which the server would refuse (decision 060: one open appeal per subject).
 */
export function standingAppeal(appealed: readonly AppealLite[] | null | undefined, target: AppealTarget): AppealLite | undefined {
  return appealed?.find(
    (lite) =>
      (isOpenAppealStatus(lite.status) || lite.status === appealStatus.APPROVED) &&
      lite.subject.type === target.type &&
      lite.subject.period === target.period &&
      (target.type === 'CYCLE' || lite.subject.houseId === target.houseId) &&
      (target.type !== 'DEPENDENT' || lite.subject.dependentId === target.dependentId),
  );
}
