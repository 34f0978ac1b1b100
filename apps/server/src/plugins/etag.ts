import { createHash } from 'node:crypto';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { withHookFirst } from './route-hooks.ts';

/**
 * Conditional GETs for endpoints the contract marks cacheable (lookups, configuration): a strong ETag over the
 * serialised body, 304 when the browser already holds it, and revalidation on every use.
 */
export const etagPlugin = fp(
  async (app: FastifyInstance) => {
    // Attached to the cacheable routes alone when they are declared; a callback hook, not an async one.
    const conditional: onSendHookHandler = (request, reply, payload, done) => {
      if (request.method !== 'GET' || reply.statusCode !== 200) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const known = reply.getHeader('etag');
      const etag = typeof known === 'string' ? known : `"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      reply.header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return done(null, '');
      }
      return done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.cacheable) route.onSend = withHookFirst(conditional, route.onSend);
    });
  },
  { name: 'etag' },
);
