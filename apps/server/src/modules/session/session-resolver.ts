import type { FastifyRequest } from 'fastify';
import type { PrincipalResolver } from '../../plugins/auth.ts';
import type { SessionCookies } from './session-cookies.ts';
import type { LoadedSession, SessionService } from './session.service.ts';

/**
 * The auth plugin's resolver (the caller's principal from the session cookie) and what it loaded with the session,
 * kept per request: GET currentUser answers from it without reading the account again.
 */
export function createSessionResolver(deps: { sessions: SessionService; cookies: SessionCookies }) {
  const { sessions, cookies } = deps;
  const loaded = new WeakMap<FastifyRequest, LoadedSession>();
  const resolve: PrincipalResolver = async (request) => {
    const token = cookies.carriedToken(request);
    const found = token ? await sessions.resolve(token) : null;
    if (!found) return null;
    loaded.set(request, found.session);
    return found.principal;
  };
  return {
    resolve,
    /** The session the resolver loaded for this request (null for visitors, or when a test replaced the resolver). */
    loaded: (request: FastifyRequest): LoadedSession | null => loaded.get(request) ?? null,
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
