import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Hosts the Google Maps script talks to; allowed only when a maps key is configured. */
const mapsHosts = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/** Content-Security-Policy directives: same-origin only, plus the maps hosts when a key is set. */
export function cspDirectives(mapsEnabled: boolean): Record<string, string[]> {
  const maps = mapsEnabled ? mapsHosts : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...maps],
    // Mantine writes CSS variables in style attributes.
    styleSrc: ["'self'", "'unsafe-inline'", ...(mapsEnabled ? ['https://fonts.googleapis.com'] : [])],
    imgSrc: ["'self'", 'data:', 'blob:', ...maps],
    fontSrc: ["'self'", 'data:', ...(mapsEnabled ? ['https://fonts.gstatic.com'] : [])],
    connectSrc: ["'self'", ...maps],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { mapsEnabled: boolean; hsts: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.mapsEnabled) },
      crossOriginEmbedderPolicy: false,
      hsts: options.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'security-headers' },
);
