import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../platform/errors.ts';
import { withHookLast } from './route-hooks.ts';

/**
 * JSON can carry U+0000 only as this escape (a raw NUL byte inside a string is not valid JSON), and a lone surrogate
 * only as an escape too (a body is decoded as UTF-8, where a surrogate byte sequence is invalid and becomes U+FFFD).
 * Any body holding one of these escapes is walked; a well-formed pair (an escaped emoji) passes the walk.
 */
const suspectEscape = /\\u(?:0000|[dD][89a-fA-F])/;
/** How a NUL reaches a path parameter or a query value (surrogates cannot: their UTF-8 bytes do not decode). */
const encodedNul = '%00';

/**
 * A lone UTF-16 surrogate: read with the `u` flag, a well-formed pair is one code point (an emoji), so only a
 * surrogate without its partner is of the Cs category.
 */
const loneSurrogate = /\p{Cs}/u;

/** Text PostgreSQL cannot store: U+0000 anywhere, or a lone surrogate (which a jsonb column refuses). */
const isForbiddenText = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/** A value met on the walk, with the way back to the root (paths are only written out for the few found). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/** Enough to show the person what to fix; a body built to hold thousands of them gets no longer an answer. */
const maxFields = 20;

/**
 * Paths (`body.credentials.username`) of the strings under `value` that PostgreSQL cannot store (U+0000, a lone
 * surrogate); a key with one names the object holding it. Walked with a stack of its own, not recursion, and paths are written only for what is found:
 * a body of a megabyte may nest hundreds of thousands of levels deep.
 */
export function fieldsWithForbiddenText(value: unknown, root: string): string[] {
  const found = new Set<string>();
  const pending: Step[] = [{ value, key: root, parent: null }];
  for (let step = pending.pop(); step !== undefined && found.size < maxFields; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (isForbiddenText(current)) found.add(pathOf(step));
    } else if (typeof current === 'object' && current !== null) {
      // Pushed in reverse, so the fields come out in the order they were sent.
      for (const [key, inner] of Object.entries(current).reverse()) {
        // A key with such text is checked as a string standing where its object stands.
        pending.push(isForbiddenText(key) ? { ...step, value: key } : { value: inner, key, parent: step });
      }
    }
  }
  return [...found];
}

function refusal(fields: string[]): DomainError {
  return new DomainError('VALIDATION_FAILED', { fieldErrors: fields.map((field) => ({ field, code: 'invalid_characters' })) });
}

/**
 * No text the API takes may contain U+0000 or a lone surrogate. PostgreSQL refuses a NUL in any text value and a lone
 * surrogate in jsonb (the audit line of a save), so one that reached a query (a username, a reject reason, a house's
 * district) failed the request with 500 (and its value in the log). It is refused at the door instead, as a field
 * error of every field that carries one: JSON bodies while they are parsed (their escapes are searched for first, so
 * other bodies cost one regular-expression test), path parameters and query values when the request arrives (the URL
 * is searched for `%00` first). Register it before the routes.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser(
      app.initialConfig.onProtoPoisoning ?? 'error',
      app.initialConfig.onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      parseJson(request, text, (error, parsed) => {
        if (error || !suspectEscape.test(text)) {
          done(error, parsed);
          return;
        }
        const fields = fieldsWithForbiddenText(parsed, 'body');
        if (fields.length > 0) done(refusal(fields), undefined);
        else done(null, parsed);
      });
    });

    // Only routes whose parameters or query reach a handler; after their access check, so a caller without the
    // right session still gets 401 or 403 whatever it sent (decision 002).
    const checkUrl: onRequestHookHandler = (request, _reply, done) => {
      if (!request.url.includes(encodedNul)) {
        done();
        return;
      }
      const fields = [...fieldsWithForbiddenText(request.params, 'params'), ...fieldsWithForbiddenText(request.query, 'query')];
      done(fields.length > 0 ? refusal(fields) : undefined);
    };
    app.addHook('onRoute', (route) => {
      if (route.schema?.params === undefined && route.schema?.querystring === undefined) return;
      route.onRequest = withHookLast(checkUrl, route.onRequest);
    });
  },
  { name: 'text-guard', dependencies: ['error-handler'] },
);
