import { tracksAllowed, type TamkeenClassification, type TamkeenTrack, type TamkeenTrackRequestStatus } from '@sanad/contract';
import { nextStatusIn, requestNumberOf, type TransitionTable } from '../service-level/service-steps.ts';

/** A case worker's step on a change-track request (the person files and edits; these decide). */
export type TrackRequestStep = 'take' | 'approve' | 'reject';

/**
 * The change-track request state machine (decisions 067, 073): a case worker takes a NEW request (UNDER_REVIEW) and
 * approves it (the track changes) or rejects it with a reason; a NEW one may be decided without being taken first.
 */
export const trackRequestTransitions: TransitionTable<TrackRequestStep, TamkeenTrackRequestStatus> = {
  take: { from: ['NEW'], to: 'UNDER_REVIEW', by: 'CASE_WORKER' },
  approve: { from: ['NEW', 'UNDER_REVIEW'], to: 'APPROVED', by: 'CASE_WORKER' },
  reject: { from: ['NEW', 'UNDER_REVIEW'], to: 'REJECTED', by: 'CASE_WORKER' },
};

export const nextTrackRequestStatus = (step: TrackRequestStep, current: TamkeenTrackRequestStatus) =>
  nextStatusIn(trackRequestTransitions, step, current);

/** Working days a case worker has to decide a request (decision 073). */
export const trackRequestAnswerWorkingDays = 10;

/** The request number shown to the person: the year filed (Riyadh) and the sequence number. */
export const trackRequestNumberOf = (year: string, sequence: number): string => requestNumberOf('TR', year, sequence);

/** What a request is checked against: the person's classification and track, and their other open request. */
export interface TrackRequestCheck {
  classification: TamkeenClassification;
  currentTrack: TamkeenTrack | null;
  requestedTrack: TamkeenTrack;
  /** The number of another open request of the person (not the one being edited), else null. */
  openRequestNumber: string | null;
}

export type TrackRequestRefusal =
  | { code: 'TAMKEEN_TRACK_REQUEST_OPEN'; values: { requestNumber: string } }
  | { code: 'TAMKEEN_TRACK_SAME' }
  | { code: 'TAMKEEN_TRACK_NOT_ALLOWED' };

/**
 * Why a request would be refused, or null when it would be accepted (validation, save and edit all ask this): another
 * request is open; the track is the current one; the classification does not allow it. The reason is the contract's.
 */
export function trackRequestRefusal(check: TrackRequestCheck): TrackRequestRefusal | null {
  if (check.openRequestNumber !== null) return { code: 'TAMKEEN_TRACK_REQUEST_OPEN', values: { requestNumber: check.openRequestNumber } };
  if (check.requestedTrack === check.currentTrack) return { code: 'TAMKEEN_TRACK_SAME' };
  if (!tracksAllowed[check.classification].includes(check.requestedTrack)) return { code: 'TAMKEEN_TRACK_NOT_ALLOWED' };
  return null;
}
