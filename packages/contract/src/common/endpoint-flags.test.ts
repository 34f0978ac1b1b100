import { describe, expect, it } from 'vitest';
import { mobileVerificationStatus } from '../codes.ts';
import { allEndpoints } from '../index.ts';
import { dueForcedSteps, forcedStepErrorCodes, forcedSteps } from './define-endpoint.ts';
import { errorCodes } from './error-codes.ts';

const label = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const flagged = (has: (endpoint: ReturnType<typeof allEndpoints>[number]) => boolean) => allEndpoints().filter(has).map(label).sort();

describe('dueForcedSteps: the steps of spec §4 the server holds a person to', () => {
  const clear = {
    changePasswordRequired: false,
    mobileVerificationStatus: mobileVerificationStatus.VERIFIED,
    isMigratedOldDssNotLoggedIn: false,
  };

  it('is empty for an account with nothing due', () => {
    expect(dueForcedSteps(clear)).toEqual([]);
  });

  it('lists every due step in the redirect order (password, mobile, migration)', () => {
    expect(
      dueForcedSteps({
        changePasswordRequired: true,
        mobileVerificationStatus: mobileVerificationStatus.WITHDRAW,
        isMigratedOldDssNotLoggedIn: true,
      }),
    ).toEqual(['CHANGE_PASSWORD', 'VERIFY_MOBILE', 'CONFIRM_MIGRATION']);
  });

  it.each([mobileVerificationStatus.NOT_VERIFIED, mobileVerificationStatus.WITHDRAW])(
    'asks for a verified mobile when its status is %i',
    (status) => {
      expect(dueForcedSteps({ ...clear, mobileVerificationStatus: status })).toEqual(['VERIFY_MOBILE']);
    },
  );

  it('agrees with the web redirect on a PENDING mobile (a registration not confirmed, which cannot sign in)', () => {
    expect(dueForcedSteps({ ...clear, mobileVerificationStatus: mobileVerificationStatus.PENDING })).toEqual([]);
  });

  it('answers each step with a 403 code of the catalogue (the web app ends the session on it)', () => {
    for (const step of forcedSteps) expect(errorCodes[forcedStepErrorCodes[step]].status, step).toBe(403);
  });
});

describe('the contract flags of decision 013', () => {
  it('puts the flags only on endpoints that demand a session (sign-out reads one)', () => {
    const open = allEndpoints().filter(
      (endpoint) =>
        (endpoint.access === 'public' || endpoint.access === 'public-only') &&
        (endpoint.freshProof !== undefined ||
          endpoint.standIn !== undefined ||
          (endpoint.servesForcedStep !== undefined && endpoint.path !== '/api/auth/logout')),
    );
    expect(open.map(label)).toEqual([]);
  });

  it('asks for a fresh proof before a change of mobile, e-mail or payment IBAN, or ending sessions, and nowhere else', () => {
    expect(flagged((endpoint) => endpoint.freshProof === true)).toEqual([
      'POST /api/unified-profile/personal-info-tab/updateIban',
      'POST /api/users/change-mobile',
      'POST /api/users/confirm-change-duplicated-mobile',
      'POST /api/users/send-activate-email',
      'POST /api/users/sessions/end',
      'POST /api/users/sessions/end-others',
    ]);
  });

  it('refuses a stand-in what DOMAIN.md lists', () => {
    expect(flagged((endpoint) => endpoint.standIn === 'refused')).toEqual([
      'POST /api/application/withdraw',
      'POST /api/dependent-confirm-relation/confirm/{id}',
      'POST /api/dependent-confirm-relation/reject-all-pending/{id}',
      'POST /api/dependent-confirm-relation/reject/{id}/{reason}',
      'POST /api/unified-profile/complete/{id}',
      'POST /api/unified-profile/dependent/delete',
      'POST /api/unified-profile/personal-info-tab/updateIban',
      'POST /api/unified-profile/summary-tab/save',
      'POST /api/users/change-mobile',
      'POST /api/users/change-password',
      'POST /api/users/confirm-change-duplicated-mobile',
      'POST /api/users/confirm-change-mobile',
      'POST /api/users/confirm-delete/',
      'POST /api/users/delete/',
      'POST /api/users/send-activate-email',
      'POST /api/users/transfer-to-hoh',
    ]);
  });

  it('serves each forced step from the endpoints of its screen', () => {
    const serving = (step: (typeof forcedSteps)[number]) =>
      flagged(
        (endpoint) =>
          endpoint.servesForcedStep !== undefined && endpoint.servesForcedStep !== 'any' && endpoint.servesForcedStep.includes(step),
      );
    expect(serving('CHANGE_PASSWORD')).toEqual(['POST /api/users/change-password', 'POST /api/users/confirm-password']);
    expect(serving('VERIFY_MOBILE')).toEqual([
      'GET /api/users/retrieve-otp-data',
      'POST /api/users/change-mobile',
      'POST /api/users/confirm-change-duplicated-mobile',
      'POST /api/users/confirm-change-mobile',
      'POST /api/users/confirm-password',
      'POST /api/users/resend_otp',
      'POST /api/users/step-up/confirm-otp',
      'POST /api/users/step-up/send-otp',
    ]);
    expect(serving('CONFIRM_MIGRATION')).toEqual(['GET /api/confirm-migrate-users/{id}']);
    expect(flagged((endpoint) => endpoint.servesForcedStep === 'any')).toEqual([
      'GET /api/auth/currentUser',
      'GET /api/unified-profile/address-tab/load-cities',
      'GET /api/unified-profile/address-tab/load-regions',
      'POST /api/auth/logout',
    ]);
  });
});
