import { mobileVerificationStatus, sessionStorageKeys } from '@sanad/contract/client';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { testSession } from '../test/session.ts';
import { demoOnlyLoader, guardLoader, guardRedirect, unknownPathLoader } from './guards.ts';
import { paths, publicOnlyPaths } from './paths.ts';

const signedIn = testSession();

describe('guardRedirect', () => {
  it('sends a signed-in user from a public route to /home', () => {
    expect(guardRedirect('public-only', paths.login, signedIn)).toBe(paths.home);
    expect(guardRedirect('public-only', paths.register, signedIn)).toBe(paths.home);
    expect(guardRedirect('public-only', paths.iamLogin, signedIn)).toBe(paths.home);
  });

  it.each([paths.faqs, paths.policy, paths.whiteList])('lets a signed-in user stay on %s', (path) => {
    expect(guardRedirect('public-only', path, signedIn)).toBeNull();
  });

  it('lets a visitor open every public route', () => {
    for (const path of publicOnlyPaths) expect(guardRedirect('public-only', path, null)).toBeNull();
  });

  it('sends a visitor from a signed-in route to /login and lets a signed-in user in', () => {
    expect(guardRedirect('signed-in', paths.home, null)).toBe(paths.login);
    expect(guardRedirect('white-listed', paths.whiteListApplications, null)).toBe(paths.login);
    expect(guardRedirect('signed-in', paths.home, signedIn)).toBeNull();
    expect(guardRedirect('signed-in', paths.account, signedIn)).toBeNull();
  });

  it('lets everyone open a public route such as the e-mail activation link', () => {
    expect(guardRedirect('public', paths.activateEmail, null)).toBeNull();
    expect(guardRedirect('public', paths.activateEmail, signedIn)).toBeNull();
  });
});

describe('the emergency selection', () => {
  it('is open to a dependent who may enter an applicant account and has not yet', () => {
    const dependent = testSession({ role: 'DEPENDENT', canLoginOnBehalfOfApplicant: true, emergencyLogin: false });
    expect(guardRedirect('signed-in', paths.dependentEmergencyLoginSelection, dependent)).toBeNull();
  });

  it('sends everyone else home instead of to a list that answers 403 and would sign them out', () => {
    const applicant = testSession();
    const acting = testSession({ role: 'DEPENDENT', canLoginOnBehalfOfApplicant: true, emergencyLogin: true });
    expect(guardRedirect('signed-in', paths.dependentEmergencyLoginSelection, applicant)).toBe(paths.home);
    expect(guardRedirect('signed-in', paths.dependentEmergencyLoginSelection, acting)).toBe(paths.home);
  });
});

describe('forced screens', () => {
  const mustChangePassword = testSession({ changePasswordRequired: true });
  const unverifiedMobile = testSession({ mobileVerificationStatus: mobileVerificationStatus.NOT_VERIFIED });

  it.each([paths.home, paths.account, paths.changeMobile, paths.dependentConfirmRelation, paths.confirmMigrateUsers])(
    'take a user who must change the password from %s to /change-password',
    (path) => {
      expect(guardRedirect('signed-in', path, mustChangePassword)).toBe(paths.changePassword);
    },
  );

  it('let that user stay on /change-password and on the pages open to signed-in users', () => {
    expect(guardRedirect('signed-in', paths.changePassword, mustChangePassword)).toBeNull();
    expect(guardRedirect('public-only', paths.faqs, mustChangePassword)).toBeNull();
    expect(guardRedirect('public', paths.activateEmail, mustChangePassword)).toBeNull();
  });

  it('keep an unverified or withdrawn mobile on /change-mobile', () => {
    expect(guardRedirect('signed-in', paths.home, unverifiedMobile)).toBe(paths.changeMobile);
    expect(guardRedirect('signed-in', paths.changePassword, unverifiedMobile)).toBe(paths.changeMobile);
    expect(guardRedirect('signed-in', paths.changeMobile, unverifiedMobile)).toBeNull();
    const withdrawn = testSession({ mobileVerificationStatus: mobileVerificationStatus.WITHDRAW });
    expect(guardRedirect('signed-in', paths.account, withdrawn)).toBe(paths.changeMobile);
  });

  it('keep a migrated account on /confirm-migrate-users until it is confirmed (the server refuses the rest)', () => {
    const migrated = testSession({ isMigratedOldDssNotLoggedIn: true });
    expect(guardRedirect('signed-in', paths.home, migrated)).toBe(paths.confirmMigrateUsers);
    expect(guardRedirect('signed-in', paths.account, migrated)).toBe(paths.confirmMigrateUsers);
    expect(guardRedirect('signed-in', paths.confirmMigrateUsers, migrated)).toBeNull();
  });

  it('do not force the later steps of the chain', () => {
    expect(guardRedirect('signed-in', paths.home, testSession({ confirmRelationRequired: true }))).toBeNull();
  });

  it('keep a white-listed applicant on the white-list applications page, and others off it', () => {
    const whiteListed = testSession({ whiteListed: true });
    expect(guardRedirect('signed-in', paths.home, whiteListed)).toBe(paths.whiteListApplications);
    expect(guardRedirect('white-listed', paths.whiteListApplications, whiteListed)).toBeNull();
    expect(guardRedirect('white-listed', paths.whiteListApplications, signedIn)).toBe(paths.home);
  });
});

describe('guards in the router', () => {
  const screenAt = (path: string) => () => <p>screen {path}</p>;
  const routes = (demoMode = false): RouteObject[] => [
    { path: paths.login, loader: guardLoader('public-only', paths.login), Component: screenAt(paths.login) },
    { path: paths.faqs, loader: guardLoader('public-only', paths.faqs), Component: screenAt(paths.faqs) },
    { path: paths.home, loader: guardLoader('signed-in', paths.home), Component: screenAt(paths.home) },
    { path: paths.changePassword, loader: guardLoader('signed-in', paths.changePassword), Component: screenAt(paths.changePassword) },
    { path: paths.devOutbox, loader: demoOnlyLoader(() => Promise.resolve(demoMode)), Component: screenAt(paths.devOutbox) },
    { path: '*', loader: unknownPathLoader, Component: () => null },
  ];
  const open = async (path: string, demoMode = false) => {
    render(
      <RouterProvider
        router={createMemoryRouter([{ HydrateFallback: () => null, children: routes(demoMode) }], { initialEntries: [path] })}
      />,
    );
    return screen.findByText(/^screen /);
  };
  const signIn = (session = signedIn) => sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(session));

  it('takes a visitor from /home to /login', async () => {
    expect(await open(paths.home)).toHaveTextContent(`screen ${paths.login}`);
  });

  it('takes a signed-in user from /login to /home', async () => {
    signIn();
    expect(await open(paths.login)).toHaveTextContent(`screen ${paths.home}`);
  });

  it('takes a user who must change the password from /login through /home to /change-password', async () => {
    signIn(testSession({ changePasswordRequired: true }));
    expect(await open(paths.login)).toHaveTextContent(`screen ${paths.changePassword}`);
  });

  it('keeps a signed-in user on /faqs', async () => {
    signIn();
    expect(await open(paths.faqs)).toHaveTextContent(`screen ${paths.faqs}`);
  });

  it('sends an unknown path to /login', async () => {
    expect(await open('/no-such-screen')).toHaveTextContent(`screen ${paths.login}`);
  });

  it('treats an unreadable stored session as no session', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, 'not json');
    expect(await open(paths.home)).toHaveTextContent(`screen ${paths.login}`);
  });

  it('treats a stored session without its user as no session', async () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify({ principal: '1010000006' }));
    expect(await open(paths.home)).toHaveTextContent(`screen ${paths.login}`);
  });

  it('routes /dev/outbox only in demo mode', async () => {
    expect(await open(paths.devOutbox, true)).toHaveTextContent(`screen ${paths.devOutbox}`);
  });

  it('treats /dev/outbox as an unknown path outside demo mode', async () => {
    expect(await open(paths.devOutbox, false)).toHaveTextContent(`screen ${paths.login}`);
  });
});
