import { describe, expect, it } from 'vitest';
import { mobileVerificationStatus } from '@sanad/contract';
import { DomainError } from '../../platform/errors.ts';
import { applicationBlockers, banState, blockedError, describeBlockers, type ApplyFacts } from './application-blockers.ts';

const now = new Date('2026-03-10T09:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

const ready: ApplyFacts = {
  programApplicable: true,
  mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
  profileCompleted: true,
  ibanVerified: true,
  hasHouse: true,
  banEndsAt: null,
  openApplication: null,
};

describe('what blocks applying', () => {
  it('finds nothing for a ready applicant', () => {
    expect(applicationBlockers(ready, now)).toEqual([]);
  });

  it('lists every blocker at once, in the order the applicant fixes them', () => {
    const found = applicationBlockers(
      {
        programApplicable: true,
        mobileVerificationStatus: mobileVerificationStatus.PENDING,
        profileCompleted: false,
        ibanVerified: false,
        hasHouse: false,
        banEndsAt: new Date(now.getTime() + 3 * dayMs),
        openApplication: { id: 'a', number: 'SSP-2026-0000007' },
      },
      now,
    );
    expect(found.map((reason) => reason.code)).toEqual([
      'MOBILE_NOT_VERIFIED',
      'PROFILE_INCOMPLETE',
      'IBAN_NOT_VERIFIED',
      'NO_HOUSE',
      'UNDER_BAN',
      'OPEN_APPLICATION',
    ]);
    expect(found[4]?.values).toEqual({ banEndsOn: '2026-03-13', remainingDays: 3 });
    expect(found[5]?.values).toEqual({ applicationNumber: 'SSP-2026-0000007' });
  });

  it('treats a withdrawn mobile like an unverified one', () => {
    expect(applicationBlockers({ ...ready, mobileVerificationStatus: mobileVerificationStatus.WITHDRAW }, now)).toEqual([
      { code: 'MOBILE_NOT_VERIFIED', values: {} },
    ]);
  });

  it('gives only PROGRAM_NOT_APPLICABLE for a program nobody applies to', () => {
    expect(applicationBlockers({ ...ready, programApplicable: false, profileCompleted: false }, now)).toEqual([
      { code: 'PROGRAM_NOT_APPLICABLE', values: {} },
    ]);
  });

  it('forgets a ban once it has ended', () => {
    expect(applicationBlockers({ ...ready, banEndsAt: now }, now)).toEqual([]);
    expect(applicationBlockers({ ...ready, banEndsAt: new Date(now.getTime() - 1) }, now)).toEqual([]);
  });
});

describe('the ban', () => {
  it('counts a started day as a day left and names the day it ends in Riyadh', () => {
    expect(banState(new Date(now.getTime() + 1), now)).toEqual({ banned: true, banEndsOn: '2026-03-10', remainingDays: 1 });
    // 22:30 UTC is already the next day in Riyadh.
    expect(banState(new Date('2026-03-12T22:30:00Z'), now)).toMatchObject({ banEndsOn: '2026-03-13', remainingDays: 3 });
  });

  it('is none without an end', () => {
    expect(banState(null, now)).toEqual({ banned: false, banEndsOn: null, remainingDays: 0 });
  });
});

describe('the words of the blockers', () => {
  const found = applicationBlockers({ ...ready, ibanVerified: false, banEndsAt: new Date(now.getTime() + 90 * dayMs) }, now);

  it('fills each message in the caller language and gives the path that fixes it', () => {
    const [iban, ban] = describeBlockers(found, 'en');
    expect(iban).toMatchObject({ code: 'IBAN_NOT_VERIFIED', fixPath: '/unified-profile?tab=personal' });
    expect(ban?.message).toBe('An application of your household was withdrawn: you may apply again from 2026-06-08.');
    expect(describeBlockers(found, 'ar')[1]?.message).toContain('2026-06-08');
  });

  it('refuses with APPLICATION_BLOCKED naming the codes and the reasons in both languages', () => {
    const error = blockedError(found);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('APPLICATION_BLOCKED');
    expect(error.details.values).toMatchObject({ codes: 'IBAN_NOT_VERIFIED,UNDER_BAN' });
    expect(String(error.details.values?.reasonsAr)).toContain('الآيبان');
  });
});
