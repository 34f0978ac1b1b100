import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../platform/errors.ts';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Anti-forgery by double submit (spec §7): the server hands out a readable XSRF-TOKEN cookie and refuses any
 * state-changing request whose X-XSRF-TOKEN header does not repeat it. A cross-site page can send the cookie
 * but cannot read it to set the header. State-changing means every method but GET, HEAD and OPTIONS, and the GETs
 * the contract marks `changesState` (a link on another site would otherwise trigger them with the session cookie).
 */
export const xsrfPlugin = fp(
  async (app: FastifyInstance, options: { secure: boolean }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const cookie = request.cookies[xsrfCookieName];
      const hasValidCookie = typeof cookie === 'string' && tokenShape.test(cookie);
      if (!hasValidCookie) {
        reply.setCookie(xsrfCookieName, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: options.secure,
          httpOnly: false,
        });
      }
      if (safeMethods.has(request.method) && request.routeOptions.config?.changesState !== true) {
        done();
        return;
      }
      const header = request.headers[xsrfHeaderName];
      done(hasValidCookie && typeof header === 'string' && sameToken(header, cookie) ? undefined : new DomainError('XSRF_TOKEN_INVALID'));
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
