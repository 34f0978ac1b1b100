import { sessionCookies, sessionStorageKeys } from '@sanad/contract/client';
import { fakeApi } from '../test/fake-api.ts';
import { testSession } from '../test/session.ts';
import { signOut } from './sign-out.ts';
import {
  configureAuthFailure,
  dismissSessionEndedNotice,
  endSessionInBrowser,
  endsSession,
  handleAuthFailure,
  routeOfHash,
  securityCookieNames,
  sessionEndedNoticePending,
  type AuthFailureDeps,
} from './auth-failure.ts';

function deps(currentPath: string): AuthFailureDeps & { cleared: () => boolean; deleted: string[]; navigate: ReturnType<typeof vi.fn> } {
  let cleared = false;
  const deleted: string[] = [];
  const navigate = vi.fn();
  return {
    storage: { clear: () => void (cleared = true) },
    deleteCookie: (name) => deleted.push(name),
    currentPath,
    loginPath: '/login',
    signInPaths: ['/login', '/iam-login'],
    navigate,
    cleared: () => cleared,
    deleted,
  };
}

describe('401/403 handling', () => {
  it('ends the session on 401 and 403 only', () => {
    expect(endsSession(401)).toBe(true);
    expect(endsSession(403)).toBe(true);
    for (const status of [0, 200, 400, 404, 409, 429, 500, 555]) expect(endsSession(status)).toBe(false);
  });

  it('clears session storage, deletes both security cookies with and without __Host-, and goes to login', () => {
    const d = deps('/home');
    handleAuthFailure(d);
    expect(d.cleared()).toBe(true);
    expect(d.deleted.sort()).toEqual(
      [sessionCookies.token, sessionCookies.expiry, `__Host-${sessionCookies.token}`, `__Host-${sessionCookies.expiry}`].sort(),
    );
    expect(d.navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it.each(['/login', '/iam-login'])('clears but does not redirect when already on %s', (path) => {
    const d = deps(path);
    handleAuthFailure(d);
    expect(d.cleared()).toBe(true);
    expect(d.deleted).toHaveLength(4);
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('redirects from public screens that are not sign-in screens', () => {
    const d = deps('/faqs');
    handleAuthFailure(d);
    expect(d.navigate).toHaveBeenCalledWith('/login');
  });

  it('reads the route from the hash', () => {
    expect(routeOfHash('#/iam-login?x=1')).toBe('/iam-login');
    expect(routeOfHash('#/home')).toBe('/home');
    expect(routeOfHash('')).toBe('/');
    expect(securityCookieNames).toHaveLength(4);
  });

  it('in the browser, clears the stored session and navigates through the configured router', () => {
    sessionStorage.setItem(sessionStorageKeys.currentUser, '{"principal":"x"}');
    document.cookie = `${sessionCookies.expiry}=123; path=/`;
    window.location.hash = '#/home';
    const navigate = vi.fn();
    configureAuthFailure({ loginPath: '/login', signInPaths: ['/login', '/iam-login'], navigate });

    endSessionInBrowser();

    expect(sessionStorage.getItem(sessionStorageKeys.currentUser)).toBeNull();
    expect(document.cookie).not.toContain(sessionCookies.expiry);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  describe('the notice that the session ended', () => {
    const navigate = vi.fn();
    beforeEach(() => {
      dismissSessionEndedNotice();
      navigate.mockReset();
      configureAuthFailure({ loginPath: '/login', signInPaths: ['/login', '/iam-login'], navigate });
    });

    it('is due when a session the user held ended and they were sent to login, until the login screen shows it', () => {
      sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
      window.location.hash = '#/account';
      endSessionInBrowser();
      expect(navigate).toHaveBeenCalledWith('/login');
      expect(sessionEndedNoticePending()).toBe(true);
      dismissSessionEndedNotice();
      expect(sessionEndedNoticePending()).toBe(false);
    });

    it('is not due for a visitor (no session to lose) or on a sign-in screen (no redirect)', () => {
      window.location.hash = '#/register';
      endSessionInBrowser();
      expect(navigate).toHaveBeenCalledWith('/login');
      expect(sessionEndedNoticePending()).toBe(false);

      for (const hash of ['#/login', '#/iam-login']) {
        sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
        window.location.hash = hash;
        endSessionInBrowser();
        expect(sessionEndedNoticePending()).toBe(false);
      }
      expect(navigate).toHaveBeenCalledTimes(1);
    });

    it('is not due after a sign-out, even when the server had already ended the session (401)', async () => {
      sessionStorage.setItem(sessionStorageKeys.currentUser, JSON.stringify(testSession()));
      window.location.hash = '#/home';
      fakeApi({ 'POST /api/auth/logout': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in first.' } } });
      await signOut();
      expect(sessionStorage.length).toBe(0);
      expect(sessionEndedNoticePending()).toBe(false);
    });
  });
});
