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
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The hardening headers of every answer. They depend only on the deployment, so they are computed once at start
 * and copied onto each reply (a per-request policy builder showed up in profiles of cheap endpoints).
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
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { mapsEnabled: boolean; hsts: boolean }) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
