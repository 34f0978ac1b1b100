import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromHeader, type Language } from '@sanad/contract';
import type { RequestContext } from '../platform/request-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers and messages are written in, from Accept-Language among the supported ones. */
    language: Language;
  }
}

const acceptableRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/** Request ids: an incoming X-Request-Id is kept when it looks sane (a proxy's), otherwise a new UUID. */
export function generateRequestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID();
}

/** The language of a request's answer: its Accept-Language among the supported languages, else the default. */
export function requestLanguage(
  header: string | undefined,
  options: { supportedLanguages: Language[]; defaultLanguage: Language },
): Language {
  const wanted = languageFromHeader(header, options.defaultLanguage);
  return options.supportedLanguages.includes(wanted) ? wanted : options.defaultLanguage;
}

/** The request as services see it (platform/request-context.ts): routes pass it, services never read Fastify's request. */
export function contextOf(request: Pick<FastifyRequest, 'id' | 'ip' | 'language' | 'headers'>): RequestContext {
  return {
    requestId: request.id,
    ip: request.ip,
    language: request.language,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}

export const requestContextPlugin = fp(
  async (app: FastifyInstance, options: { supportedLanguages: Language[]; defaultLanguage: Language }) => {
    app.decorateRequest('language', options.defaultLanguage);
    // Hooks on every request take a callback rather than return a promise: one microtask less per request.
    app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
      request.language = requestLanguage(request.headers['accept-language'], options);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'request-context' },
);
