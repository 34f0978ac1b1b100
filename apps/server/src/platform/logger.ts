import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * What a service or job writes log lines through: the application's logger, passed in at composition (compose.ts), so
 * no code below the routes needs a Fastify request to log (ARCHITECTURE rule 15).
 */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Request fields that carry secrets or personal data (ARCHITECTURE rule 12); never written to logs. The username is
 * the national id (DOMAIN.md), and the spec sends national ids under several other names too.
 */
const sensitiveKeys = [
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

/**
 * Fields of an error that carry data the redaction paths do not reach: drizzle puts the parameters of a failed query
 * in `params` and in a `params: …` line of its message (a username is a national id; an insert carries mobiles and
 * hashes), and PostgreSQL names the offending values in `detail` ("Key (nin)=(…) already exists"). `cause` is
 * serialised on its own, by the same rules.
 */
const uncopiedErrorKeys = new Set(['params', 'detail', 'cause']);
/** The `params: …` part drizzle appends to a failed query's message, up to the stack's first frame. */
const queryParamsText = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;
const withoutQueryParams = (text: string): string => text.replace(queryParamsText, '\nparams: [Redacted]');

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Serialises a logged error (type, message, stack, own fields, cause) without the query values it may carry. */
function serializeError(error: unknown, seen: Set<object> = new Set()): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  seen.add(error);
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: withoutQueryParams(error.message),
    stack: withoutQueryParams(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (!uncopiedErrorKeys.has(key) && !(key in serialized)) serialized[key] = value;
  }
  const cause: unknown = error.cause;
  if (cause instanceof Error) serialized.cause = seen.has(cause) ? '[Circular]' : serializeError(cause, seen);
  else if (cause !== undefined) serialized.cause = cause;
  return serialized;
}

export function loggerOptions(level: string, destination?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[Redacted]' },
    serializers: {
      err: (error: Error) => serializeError(error),
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
      }),
    },
    ...(destination ? { stream: destination } : {}),
  };
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = FastifyBaseLogger['info'];

function levelEnabled(logger: FastifyBaseLogger, level: LevelName): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof check === 'function' ? check.call(logger, level) : true;
}

/**
 * A request's logger that makes its child (bound to the request id) on the first line written at an enabled level.
 * Methods live on the prototype: a logger per request must cost next to nothing to create.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | null = null;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Parameters<FastifyBaseLogger['child']>;

  constructor(parent: FastifyBaseLogger, ...bindings: Parameters<FastifyBaseLogger['child']>) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(...this.#bindings));
  }

  #write(level: LevelName, args: Parameters<LogFn>): void {
    if (this.#child !== null || levelEnabled(this.#parent, level)) this.#real()[level](...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: Parameters<LogFn>): void {
    this.#write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.#write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.#write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.#write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.#write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#real().child(...args);
  }
}

/**
 * Fastify gives every request a child logger bound to its id. With the redaction rules above, making one costs more
 * than a session lookup, and most requests write nothing at the configured level; so the child is made when the
 * request first logs at an enabled level, and never otherwise.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options);
