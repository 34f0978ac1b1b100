import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../platform/errors.ts';
import { withHookLast } from './route-hooks.ts';

/** JSON can carry U+0000 only as this escape: a raw NUL byte inside a string is not valid JSON. */
const escapedNul = '\\u0000';
/** How a NUL reaches a path parameter or a query value. */
const encodedNul = '%00';

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
 * Paths (`body.credentials.username`) of the strings under `value` that contain U+0000; a key with one names the
 * object holding it. Walked with a stack of its own, not recursion, and paths are written only for what is found:
 * a body of a megabyte may nest hundreds of thousands of levels deep.
 */
export function fieldsWithNul(value: unknown, root: string): string[] {
  const found = new Set<string>();
  const pending: Step[] = [{ value, key: root, parent: null }];
  for (let step = pending.pop(); step !== undefined && found.size < maxFields; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.add(pathOf(step));
    } else if (typeof current === 'object' && current !== null) {
      // Pushed in reverse, so the fields come out in the order they were sent.
      for (const [key, inner] of Object.entries(current).reverse()) {
        // A key with U+0000 is checked as a string standing where its object stands.
        pending.push(key.includes('\u0000') ? { ...step, value: key } : { value: inner, key, parent: step });
      }
    }
  }
  return [...found];
}

function refusal(fields: string[]): DomainError {
  return new DomainError('VALIDATION_FAILED', { fieldErrors: fields.map((field) => ({ field, code: 'invalid_characters' })) });
}

/**
 * No text the API takes may contain U+0000. PostgreSQL refuses it in any text value, so a NUL that reached a query
 * (a username, a reject reason, a name) failed the request with 500 (and its value in the log). It is refused at the
 * door instead, as a field error of every field that carries one: JSON bodies while they are parsed (the escape is
 * searched for first, so other bodies cost one substring search), path parameters and query values when the request
 * arrives (the URL is searched for `%00` first). Register it before the routes.
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
        if (error || !text.includes(escapedNul)) {
          done(error, parsed);
          return;
        }
        const fields = fieldsWithNul(parsed, 'body');
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
      const fields = [...fieldsWithNul(request.params, 'params'), ...fieldsWithNul(request.query, 'query')];
      done(fields.length > 0 ? refusal(fields) : undefined);
    };
    app.addHook('onRoute', (route) => {
      if (route.schema?.params === undefined && route.schema?.querystring === undefined) return;
      route.onRequest = withHookLast(checkUrl, route.onRequest);
    });
  },
  { name: 'text-guard', dependencies: ['error-handler'] },
);
