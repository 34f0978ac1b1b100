import type { FastifyServerOptions } from 'fastify';

/**
 * Request fields that carry secrets or personal data (ARCHITECTURE rule 12); never written to logs. The username is
 * the national id (DOMAIN.md), and the spec sends national ids under several other names too.
 */
export const sensitiveKeys = [
  'password',
  'newPassword',
  'oldPassword',
  'oneTimePassword',
  'captcha',
  'nin',
  'username',
  'applicantNin',
  'dependentNin',
  'userNin',
  'dependent_NIN',
  'iban',
  'interimIban',
  'mobile',
  'token',
];

const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

const sensitiveQuery = new RegExp(`([?&](?:${sensitiveKeys.join('|')})=)[^&]*`, 'gi');

/** A URL as it may be logged: values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(sensitiveQuery, '$1[Redacted]');
}

export function loggerOptions(level: string, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
      }),
    },
    ...(destination ? { stream: destination } : {}),
  };
}
