import type { TamkeenTrackRequestDetails, TamkeenTrackRequestSummary } from '@sanad/contract';
import { serviceClock } from '../service-level/service-clock.ts';
import type { TrackRequestHistoryRow, TrackRequestRow } from './tamkeen-track.repository.ts';

export function toTrackRequestSummary(row: TrackRequestRow, now: Date): TamkeenTrackRequestSummary {
  return {
    id: row.id,
    requestNumber: row.requestNumber,
    status: row.status,
    fromTrack: row.fromTrack,
    requestedTrack: row.requestedTrack,
    raisedAt: row.raisedAt.toISOString(),
    // A request never waits for the person: no due time.
    clock: serviceClock({ ...row, documentsDueAt: null }, now),
  };
}

export function toTrackRequestDetails(
  row: TrackRequestRow,
  history: readonly TrackRequestHistoryRow[],
  now: Date,
): TamkeenTrackRequestDetails {
  return {
    ...toTrackRequestSummary(row, now),
    reason: row.reason,
    decisionComment: row.decisionComment,
    canEdit: row.status === 'NEW',
    history: history.map((item) => ({
      from: item.fromStatus,
      to: item.toStatus,
      by: item.by,
      comment: item.comment,
      at: item.at.toISOString(),
    })),
  };
}
