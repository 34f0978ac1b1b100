import { describe, expect, it } from 'vitest';
import { nextTrackRequestStatus, trackRequestRefusal, type TrackRequestCheck } from './tamkeen-track-rules.ts';

const ableOnEmployment: TrackRequestCheck = {
  classification: 'ABLE_TO_WORK',
  currentTrack: 'EMPLOYMENT',
  requestedTrack: 'TRAINING',
  openRequestNumber: null,
};

describe('change-track validation (decision 073)', () => {
  it('accepts another track the classification allows when no request is open', () => {
    expect(trackRequestRefusal(ableOnEmployment)).toBeNull();
    expect(trackRequestRefusal({ ...ableOnEmployment, requestedTrack: 'SELF_EMPLOYMENT' })).toBeNull();
  });

  it('refuses while another request is open, naming it, before anything else', () => {
    expect(trackRequestRefusal({ ...ableOnEmployment, requestedTrack: 'EMPLOYMENT', openRequestNumber: 'TR-2026-000001' })).toEqual({
      code: 'TAMKEEN_TRACK_REQUEST_OPEN',
      values: { requestNumber: 'TR-2026-000001' },
    });
  });

  it('refuses the current track', () => {
    expect(trackRequestRefusal({ ...ableOnEmployment, requestedTrack: 'EMPLOYMENT' })).toEqual({ code: 'TAMKEEN_TRACK_SAME' });
  });

  it('refuses a track the classification does not allow, and every track to the NOT_ABLE', () => {
    expect(trackRequestRefusal({ ...ableOnEmployment, requestedTrack: 'TREATMENT' })).toEqual({ code: 'TAMKEEN_TRACK_NOT_ALLOWED' });
    expect(trackRequestRefusal({ ...ableOnEmployment, classification: 'TREATABLE', currentTrack: 'TREATMENT' })).toEqual({
      code: 'TAMKEEN_TRACK_NOT_ALLOWED',
    });
    expect(trackRequestRefusal({ ...ableOnEmployment, classification: 'NOT_ABLE', currentTrack: null })).toEqual({
      code: 'TAMKEEN_TRACK_NOT_ALLOWED',
    });
  });
});

describe('change-track request steps', () => {
  it('are taken from NEW, decided from NEW or UNDER_REVIEW, and never again once decided', () => {
    expect(nextTrackRequestStatus('take', 'NEW')).toBe('UNDER_REVIEW');
    expect(nextTrackRequestStatus('take', 'UNDER_REVIEW')).toBeNull();
    expect(nextTrackRequestStatus('approve', 'UNDER_REVIEW')).toBe('APPROVED');
    expect(nextTrackRequestStatus('reject', 'NEW')).toBe('REJECTED');
    expect(nextTrackRequestStatus('approve', 'REJECTED')).toBeNull();
    expect(nextTrackRequestStatus('reject', 'APPROVED')).toBeNull();
  });
});
