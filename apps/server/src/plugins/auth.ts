import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowed, type Role } from '@sanad/contract';
import { DomainError } from '../platform/errors.ts';
import { withHookFirst } from './route-hooks.ts';

/** Who is calling: set once per request by the session resolver, read by the access check and services. */
export interface Principal {
  /** The account the request acts on: the applicant's during an emergency login, else the caller's own. */
  accountId: string;
  roles: readonly Role[];
  /** The person really at the keyboard (differs from accountId during an emergency login); audit records this. */
  actorAccountId: string;
  sessionId: string;
}

/** Whether the caller acts in someone else's account (an emergency login): the actor is not the account's holder. */
export const actsOnBehalf = (principal: Principal): boolean => principal.accountId !== principal.actorAccountId;

/** Finds the caller's principal from the request (session cookie); null for a visitor. */
export type PrincipalResolver = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public endpoint that still looks at the caller's session when there is one (sign-out). */
    readsSession?: boolean;
  }
}

/**
 * Resolves the principal and enforces the contract's access level, first thing, on every endpoint that has a
 * use for them: those for signed-in users, staff or visitors only, and public ones that read the session. The hook is
 * attached to those routes alone when they are declared: public answers (configuration, lookups, the captcha, the web
 * app's files) neither look the session up (a browser sends its cookie with each of them, and each lookup was a
 * database read for nothing) nor run a hook that has nothing to do. The identity module supplies the resolver.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { resolvePrincipal: PrincipalResolver }) => {
    app.decorateRequest('principal', null);
    app.addHook('onRoute', (route) => {
      const { access, readsSession } = route.config ?? {};
      if (access === undefined || (access === 'public' && readsSession !== true)) return;
      const guard: onRequestAsyncHookHandler = async (request) => {
        request.principal = await options.resolvePrincipal(request);
        if (!isAllowed(access, request.principal)) throw new DomainError(request.principal === null ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      };
      // Before the body is read and validated: a caller without the right session learns nothing of the endpoint's
      // fields (401 or 403, not a list of field errors) and costs no parsing.
      route.onRequest = withHookFirst(guard, route.onRequest);
    });
  },
  { name: 'auth' },
);

/** The resolver for apps without sessions (tests of the platform alone): everybody is a visitor. */
export const noSessions: PrincipalResolver = async () => null;

/** The caller's principal on an endpoint whose access level already demands a session. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new DomainError('UNAUTHENTICATED');
  return request.principal;
}
