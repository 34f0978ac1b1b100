import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@sanad/contract';

/** Who is calling: set once per request by the session resolver, read by the access check and services. */
export interface Principal {
  accountId: string;
  roles: readonly Role[];
}

/** Finds the caller's principal from the request (session cookie); null for a visitor. */
export type PrincipalResolver = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Resolves the principal before any handler runs; the identity module supplies the resolver. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { resolvePrincipal: PrincipalResolver }) => {
    app.decorateRequest('principal', null);
    app.addHook('preHandler', async (request) => {
      request.principal = await options.resolvePrincipal(request);
    });
  },
  { name: 'auth' },
);

/** The resolver used until sessions exist: everybody is a visitor. */
export const noSessions: PrincipalResolver = async () => null;
