import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forcedStepErrorCodes, isAllowed, type EndpointConfig, type ForcedStep } from '@sanad/contract';
import { DomainError } from '../platform/errors.ts';
import { actsOnBehalf, type Principal } from '../platform/principal.ts';
import { withHookFirst } from './route-hooks.ts';

/** Finds the caller's principal from the request (session cookie); null for a visitor. */
export type PrincipalResolver = (request: FastifyRequest) => Promise<Principal | null>;

/** How long a proof of identity stays fresh (`security.stepUpMinutes`), and the clock that judges it. */
export interface FreshProofPolicy {
  windowMs: () => Promise<number>;
  now: () => number;
}

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
 * The forced step an endpoint refuses the caller for, or null. While a step is due, a signed-in endpoint answers only
 * if it serves one of the due steps (or every screen needs it: `any`); the refusal names the first due step, the one
 * the web app's redirect order sends the person to.
 */
export function forcedStepRefusal(due: readonly ForcedStep[], serves: EndpointConfig['servesForcedStep']): ForcedStep | null {
  const [first] = due;
  if (first === undefined || serves === 'any') return null;
  return serves?.some((step) => due.includes(step)) ? null : first;
}

/** Whether a proof given at `stepUpAt` is still fresh at `now`. */
export function isProofFresh(stepUpAt: number | null, now: number, windowMs: number): boolean {
  return stepUpAt !== null && now - stepUpAt < windowMs;
}

/**
 * Resolves the principal and enforces the contract's access level, first thing, on every endpoint that has a
 * use for them: those for signed-in users, staff or visitors only, and public ones that read the session. The hook is
 * attached to those routes alone when they are declared: public answers (configuration, lookups, the captcha, the web
 * app's files) neither look the session up (a browser sends its cookie with each of them, and each lookup was a
 * database read for nothing) nor run a hook that has nothing to do. The identity module supplies the resolver.
 *
 * Right after the access level, on endpoints that demand a session, the contract's other flags (decision 013), so
 * every module gets them by declaration: a due forced step (403 with its code), a stand-in refused (409), and a proof
 * of identity that is too old (428).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { resolvePrincipal: PrincipalResolver; freshProof?: FreshProofPolicy }) => {
    const policy: FreshProofPolicy = options.freshProof ?? { windowMs: async () => 0, now: () => Date.now() };
    app.decorateRequest('principal', null);
    app.addHook('onRoute', (route) => {
      const { access, readsSession, servesForcedStep, freshProof, standIn } = route.config ?? {};
      if (access === undefined || (access === 'public' && readsSession !== true)) return;
      // Only endpoints that demand a session: a visitor's door (sign-in, public-only) must stay open to a browser that
      // still holds a session with a step due, or it could never sign in again (its session cookie is HttpOnly).
      const signedInOnly = access !== 'public' && access !== 'public-only';
      const guard: onRequestAsyncHookHandler = async (request) => {
        const principal = await options.resolvePrincipal(request);
        request.principal = principal;
        if (!isAllowed(access, principal)) throw new DomainError(principal === null ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        if (!signedInOnly || principal === null) return;
        const step = forcedStepRefusal(principal.forcedSteps, servesForcedStep);
        if (step) throw new DomainError(forcedStepErrorCodes[step]);
        if (standIn === 'refused' && actsOnBehalf(principal)) throw new DomainError('NOT_ALLOWED_FOR_STAND_IN');
        if (freshProof === true && !isProofFresh(principal.stepUpAt, policy.now(), await policy.windowMs())) {
          throw new DomainError('STEP_UP_REQUIRED');
        }
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
