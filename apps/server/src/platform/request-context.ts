import type { Language } from '@sanad/contract';

/**
 * What a service may know about the request it serves, whatever brought it (an HTTP route today, a job or a staff
 * action tomorrow): built once per request by the routes (`ctx` of `registerEndpoint`), passed as the last argument of
 * every service method, `(principal, input, ctx)` (ARCHITECTURE rule 15). Services never see Fastify's request or reply.
 */
export interface RequestContext {
  /** The request id (X-Request-Id): on audit lines and log lines, so one request can be followed through both. */
  requestId: string;
  /** The caller's address as the trusted proxy reported it (TRUST_PROXY): sessions, codes and audit lines keep it. */
  ip: string;
  /** The language answers, messages, SMS and e-mails are written in. */
  language: Language;
  /** The browser's User-Agent, cut to 300 characters (sessions list it as "Chrome on Windows"); null when absent. */
  userAgent: string | null;
}
