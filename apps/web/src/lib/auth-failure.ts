import { sessionCookies } from '@sanad/contract/client';
import { deleteCookie } from './cookies.ts';
import { hasSession, notifySessionChanged } from './session.ts';

/** The two security cookies (token and expiry), plain and `__Host-` prefixed, since HTTPS deployments use the prefix. */
export const securityCookieNames: readonly string[] = [sessionCookies.token, sessionCookies.expiry].flatMap((name) => [
  name,
  `${sessionCookies.securePrefix}${name}`,
]);

/** Statuses that end the session on any call (spec §8). */
export function endsSession(status: number): boolean {
  return status === 401 || status === 403;
}

/** The route path of a hash URL: `#/faqs?x=1` is `/faqs`. */
export function routeOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?', 1)[0] ?? '';
  return path === '' ? '/' : path;
}

/** Routing facts the app layer supplies, so this shared module never hard-codes route paths. */
export interface AuthFailureRouting {
  loginPath: string;
  /** Routes where the user is already signing in: no redirect from them (spec §8: login and iam-login). */
  signInPaths: readonly string[];
  navigate: (path: string) => void;
}

export interface AuthFailureDeps extends AuthFailureRouting {
  storage: Pick<Storage, 'clear'> | null;
  deleteCookie: (name: string) => void;
  /** The current route path (the hash without `#`). */
  currentPath: string;
}

/** Forgets the session this browser holds: session storage and the security cookies scripts can reach. */
export function clearLocalSession(storage: Pick<Storage, 'clear'> | null, removeCookie: (name: string) => void): void {
  storage?.clear();
  for (const name of securityCookieNames) removeCookie(name);
  notifySessionChanged();
}

/**
 * Ends the local session after a 401 or 403: clears session storage and the security cookies, then goes to the
 * login route unless the user is already on a sign-in screen. The caller rethrows the error afterwards.
 */
export function handleAuthFailure(deps: AuthFailureDeps): void {
  clearLocalSession(deps.storage, deps.deleteCookie);
  if (!deps.signInPaths.includes(deps.currentPath)) deps.navigate(deps.loginPath);
}

// Set when a 401/403 ended a session the user held and sent them to login; the login screen says so once. Kept in
// memory only: a reload or a first visit has nothing to explain.
let sessionEndedNotice = false;

/** Whether the login screen should say that the session ended (read without clearing: React may render twice). */
export function sessionEndedNoticePending(): boolean {
  return sessionEndedNotice;
}

/** The notice was shown, or no longer applies (the user signed out on purpose). */
export function dismissSessionEndedNotice(): void {
  sessionEndedNotice = false;
}

let routing: AuthFailureRouting | null = null;

/** Called once by the app with the router's navigation, so a forced sign-out is an in-app transition. */
export function configureAuthFailure(next: AuthFailureRouting): void {
  routing = next;
}

function browserSessionStorage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    // Storage disabled by the browser: nothing stored, nothing to clear.
    return null;
  }
}

/** Clears this browser's session (sign-out, or a 401/403 before the router exists). */
export function clearBrowserSession(): void {
  clearLocalSession(browserSessionStorage(), (name) => deleteCookie(name));
}

/**
 * The browser wiring of `handleAuthFailure`. When it ends a session the user held and takes them to login, the login
 * screen is told to say why (`sessionEndedNoticePending`); a visitor refused on a public screen has no session to
 * lose and is only redirected.
 */
export function endSessionInBrowser(): void {
  if (!routing) {
    clearBrowserSession();
    return;
  }
  const storage = browserSessionStorage();
  const hadSession = hasSession(storage);
  // Before navigating: the login screen reads it when it renders.
  const currentPath = routeOfHash(window.location.hash);
  if (hadSession && !routing.signInPaths.includes(currentPath)) sessionEndedNotice = true;
  handleAuthFailure({ ...routing, storage, deleteCookie: (name) => deleteCookie(name), currentPath });
}
