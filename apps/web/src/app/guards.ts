import { redirect } from 'react-router';
import { readSession, type StoredSession } from '../lib/session.ts';
import { choosesEmergencyAccount, fallbackPath, forcedPath, openToSignedIn, paths, type AppPath } from './paths.ts';

/**
 * `public-only`: visitors only (spec §2 public routes); `signed-in`: a session in sessionStorage (spec §6);
 * `white-listed`: a signed-in white-listed applicant; `public`: anyone (the e-mail activation link).
 */
export type GuardKind = 'public-only' | 'signed-in' | 'white-listed' | 'public';

/** Where a guard sends the user instead of `path`, or null to let them in. */
export function guardRedirect(kind: GuardKind, path: AppPath, session: StoredSession | null): AppPath | null {
  if (kind === 'public') return null;
  if (kind === 'public-only') return !session || openToSignedIn.includes(path) ? null : paths.home;
  if (!session) return fallbackPath;
  // A forced step (spec §4: password change, unverified mobile) cannot be skipped by typing another address.
  const forced = forcedPath(session);
  if (forced && forced !== path) return forced;
  if (kind === 'white-listed' && !session.user.whiteListed) return paths.home;
  // The emergency selection serves a dependent who may enter an applicant's account and has not yet: anyone else
  // would get a 403 from its list, and a 403 ends the session (spec §8), signing them out for opening a page.
  if (path === paths.dependentEmergencyLoginSelection && !choosesEmergencyAccount(session.user)) {
    return paths.home;
  }
  return null;
}

/**
 * A route loader enforcing a guard. Loaders run on every navigation to the route, before its screen renders, so
 * a guarded screen never flashes and a session that ended on another screen is seen at once.
 */
export function guardLoader(kind: GuardKind, path: AppPath, session: () => StoredSession | null = () => readSession()) {
  return () => {
    const target = guardRedirect(kind, path, session());
    if (target) throw redirect(target);
    return null;
  };
}

/**
 * A route that exists only in demo mode (the outbox and identity simulator). Elsewhere it behaves as an unknown
 * path, so a production deployment does not even reveal that it exists.
 */
export function demoOnlyLoader(demoMode: () => Promise<boolean>) {
  return async () => {
    if (!(await demoMode())) throw redirect(fallbackPath);
    return null;
  };
}

/**
 * The root (`#/`) and unknown paths go to login (spec §2); the login route's own guard then sends a signed-in user
 * on to /home, so that rule lives in one place.
 */
export function unknownPathLoader() {
  return redirect(fallbackPath);
}
