import type { CurrentUser } from '@sanad/contract';
import { mobileVerificationStatus } from '@sanad/contract/client';

type UserOverrides = Partial<CurrentUser['user']>;

/** A signed-in applicant with nothing pending: the post-login chain sends them home. */
export function testSession(user: UserOverrides = {}, rest: Partial<Omit<CurrentUser, 'user'>> = {}): CurrentUser {
  return {
    principal: '1010000006',
    authorities: [{ authority: 'APPLICANT' }],
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...rest,
    user: {
      id: 'acc-1',
      username: '1010000006',
      nameAr: 'سارة العتيبي',
      nameEn: 'Sara Alotaibi',
      role: 'APPLICANT',
      maskedMobile: '05******01',
      email: null,
      emailVerified: false,
      changePasswordRequired: false,
      mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
      isMigratedOldDssNotLoggedIn: false,
      confirmRelationRequired: false,
      canLoginOnBehalfOfApplicant: false,
      emergencyLogin: false,
      actingFor: null,
      whiteListed: false,
      ...user,
    },
  };
}
