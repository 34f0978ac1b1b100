import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hosts the Google Maps script talks to; allowed only when a maps key is configured. */
const mapsHosts = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/** Content-Security-Policy directives: same-origin only, plus the maps hosts when a key is set. */
export function cspDirectives(mapsEnabled: boolean): Record<string, string[]> {
  const maps = mapsEnabled ? mapsHosts : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps],
    // Mantine writes CSS variables in style attributes.
    'style-src': ["'self'", "'unsafe-inline'", ...(mapsEnabled ? ['https://fonts.googleapis.com'] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...maps],
    'font-src': ["'self'", 'data:', ...(mapsEnabled ? ['https://fonts.gstatic.com'] : [])],
    'connect-src': ["'self'", ...maps],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // A letter's PDF shows in a frame of an object URL (decision 063): frames load nothing else.
    'frame-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
}

/** HTTPS only, for a year, subdomains included: sent on every answer once the portal is served over HTTPS. */
const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/**
 * The hardening headers of the web app's document and files. They depend only on the deployment, so they are
 * computed once at start and copied onto each reply (a per-request policy builder showed up in profiles of cheap
 * endpoints).
 */
export function securityHeaders(options: { mapsEnabled: boolean; hsts: boolean }): Record<string, string> {
  const policy = Object.entries(cspDirectives(options.mapsEnabled))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': policy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.hsts ? hsts : {}),
  };
}

/**
 * The headers of an API answer: JSON that is never rendered, so nothing of it may run or be framed, as OWASP's REST
 * security cheat sheet has it. The document's policy (scripts, styles, fonts, the maps hosts) and the headers that
 * only concern pages have no use there, and they were most of the bytes of a small answer such as currentUser.
 * API answers carry personal data (the caller's account, profile, household), so no browser or proxy keeps a copy
 * (`no-store`, ASVS 14.3.2); the endpoints the contract marks cacheable (lookups, configuration: the same for all)
 * replace it with their ETag revalidation (plugins/etag.ts).
 */
export function apiSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(options.hsts ? hsts : {}),
  };
}

/** The JSON API: everything under /api/ but its documentation UI (HTML, scripts), which is a page. */
const isApiPath = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { mapsEnabled: boolean; hsts: boolean }) => {
    const documentHeaders = securityHeaders(options);
    const apiHeaders = apiSecurityHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
