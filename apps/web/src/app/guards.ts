import { redirect } from 'react-router';
import { hasSession } from '../lib/session.ts';
import { fallbackPath, openToSignedIn, paths, type AppPath } from './paths.ts';

/** `public-only`: visitors only (spec §2 public routes); `signed-in`: a session in sessionStorage (spec §6). */
export type GuardKind = 'public-only' | 'signed-in';

/** Where a guard sends the user instead of `path`, or null to let them in. */
export function guardRedirect(kind: GuardKind, path: AppPath, signedIn: boolean): AppPath | null {
  if (kind === 'signed-in') return signedIn ? null : fallbackPath;
  if (!signedIn || openToSignedIn.includes(path)) return null;
  return paths.home;
}

/**
 * A route loader enforcing a guard. Loaders run on every navigation to the route, before its screen renders, so
 * a guarded screen never flashes and a session that ended on another screen is seen at once.
 */
export function guardLoader(kind: GuardKind, path: AppPath, signedIn: () => boolean = () => hasSession()) {
  return () => {
    const target = guardRedirect(kind, path, signedIn());
    if (target) throw redirect(target);
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
