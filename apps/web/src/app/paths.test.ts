import { mobileVerificationStatus } from '@sanad/contract/client';
import { testSession } from '../test/session.ts';
import { forcedPath, mobileNeedsChange, opensOnLogin, paths, postLoginPath } from './paths.ts';

describe('postLoginPath (spec §4 "Post-login redirect order")', () => {
  it('sends a user with nothing pending home', () => {
    expect(postLoginPath(testSession())).toBe(paths.home);
  });

  it('1. sends a white-listed applicant to the white-list applications page, before anything else', () => {
    expect(postLoginPath(testSession({ whiteListed: true, changePasswordRequired: true, confirmRelationRequired: true }))).toBe(
      paths.whiteListApplications,
    );
  });

  it('2. sends a forced password change to /change-password, before the mobile', () => {
    expect(
      postLoginPath(testSession({ changePasswordRequired: true, mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED })),
    ).toBe(paths.changePassword);
  });

  it.each([
    ['NOT_VERIFIED', mobileVerificationStatus.NOT_VERIFIED],
    ['WITHDRAW', mobileVerificationStatus.WITHDRAW],
  ])('3. sends a %s mobile to /change-mobile, before the migration step', (_, status) => {
    expect(postLoginPath(testSession({ mobileVerificationStatus: status, isMigratedOldDssNotLoggedIn: true }))).toBe(paths.changeMobile);
  });

  it.each([
    ['VERIFIED', mobileVerificationStatus.VERIFIED],
    ['PENDING', mobileVerificationStatus.PENDING],
  ])('does not send a %s mobile to /change-mobile', (_, status) => {
    expect(postLoginPath(testSession({ mobileVerificationStatus: status }))).toBe(paths.home);
  });

  it('4. sends a migrated user who never logged in to /confirm-migrate-users, before relations', () => {
    expect(postLoginPath(testSession({ isMigratedOldDssNotLoggedIn: true, confirmRelationRequired: true }))).toBe(
      paths.confirmMigrateUsers,
    );
  });

  it('5. sends a pending relation confirmation to /dependent-confirm-relation, before the emergency choice', () => {
    expect(postLoginPath(testSession({ confirmRelationRequired: true, canLoginOnBehalfOfApplicant: true }))).toBe(
      paths.dependentConfirmRelation,
    );
  });

  it('6. sends a dependent who may act for an applicant to the emergency selection', () => {
    expect(postLoginPath(testSession({ canLoginOnBehalfOfApplicant: true }))).toBe(paths.dependentEmergencyLoginSelection);
  });

  it('does not offer the emergency selection again once inside an applicant account', () => {
    expect(postLoginPath(testSession({ canLoginOnBehalfOfApplicant: true, emergencyLogin: true }))).toBe(paths.home);
  });
});

describe('forced steps', () => {
  it('are the white-list page, the password change, the mobile change and the migration confirmation', () => {
    expect(forcedPath(testSession({ whiteListed: true }))).toBe(paths.whiteListApplications);
    expect(forcedPath(testSession({ changePasswordRequired: true }))).toBe(paths.changePassword);
    expect(forcedPath(testSession({ mobileVerificationStatus: mobileVerificationStatus.WITHDRAW }))).toBe(paths.changeMobile);
    // The server refuses every other call while it is due (decision 013), which would end the session.
    expect(forcedPath(testSession({ isMigratedOldDssNotLoggedIn: true }))).toBe(paths.confirmMigrateUsers);
  });

  it('leave the later steps of the chain skippable', () => {
    expect(forcedPath(testSession())).toBeNull();
    expect(forcedPath(testSession({ confirmRelationRequired: true }))).toBeNull();
    expect(forcedPath(testSession({ canLoginOnBehalfOfApplicant: true }))).toBeNull();
  });

  it('mobileNeedsChange follows the spec codes 31002 and 31004', () => {
    expect([31001, 31002, 31003, 31004].map((code) => mobileNeedsChange({ mobileVerificationStatus: code }))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('opensOnLogin', () => {
  it('is true for a visitor opening the login route or the bare address', () => {
    expect(opensOnLogin(paths.login, false)).toBe(true);
    expect(opensOnLogin('/', false)).toBe(true);
  });

  it('is false for a signed-in user, who goes on to /home', () => {
    expect(opensOnLogin(paths.login, true)).toBe(false);
    expect(opensOnLogin('/', true)).toBe(false);
  });

  it('is false for any other screen', () => {
    expect(opensOnLogin(paths.register, false)).toBe(false);
    expect(opensOnLogin(paths.faqs, false)).toBe(false);
  });
});
