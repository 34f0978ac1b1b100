import type { EndpointConfig, Language, RequestOf, RouteRef } from '@sanad/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { callApi, endpointUrl, type ApiResult, type CallOptions } from './api-client.ts';
import { readSession, subscribeSession } from './session.ts';

/**
 * The browser's server state (ARCHITECTURE rule 16; we chose this small store over TanStack Query): what screens read
 * from contract endpoints, held in memory per endpoint and input, so components reading the same one share one request
 * and one answer, and a mutation can have it asked again (`invalidate`). There is no stale time: an answer lives while
 * a component reads it, the request of the last reader to go is aborted, and the next reader asks afresh, so a screen
 * always opens on what the server says now.
 */

/** The request of a route reference (`{ params, query, body }`), for a feature's call functions. */
export type RequestOfRoute<R> = R extends RouteRef<infer E> ? RequestOf<E> : never;
/** Its body alone: `saveRelative(body: BodyOf<typeof routes.household.saveRelative>)`. */
export type BodyOf<R> = RequestOfRoute<R>['body'];

/** One read of one endpoint with one input; build it with `endpointQuery`. */
export interface EndpointQuery<T> {
  /** The request as sent: method, URL with params and query, and the body of a POST that reads. */
  readonly key: string;
  /** `METHOD /path` of the contract entries it reads, for invalidation by endpoint or domain. */
  readonly routes: readonly string[];
  readonly call: (options: CallOptions) => Promise<T>;
}

/** What a component sees of one read. */
export interface EndpointState<T> {
  /** The last answer; kept while a reload runs or after it fails. */
  data: T | undefined;
  /** The last request failed (`error` says how); false again once another starts. */
  failed: boolean;
  error: unknown;
  /** A request is under way. */
  loading: boolean;
  /** Asks again, replacing a request under way; rejects with the failure, which the state shows as well. */
  reload: () => Promise<T>;
  /** `reload` for a retry button: the failure is shown by the state alone. */
  retry: () => void;
  /** Takes the answer of a mutation that returns the stored data (a tab's save), for every reader. */
  setData: (data: T) => void;
}

export interface EndpointOptions {
  /** False: no request (the user may not make it, or its input is not known yet); the state stays empty. */
  enabled?: boolean;
}

type Snapshot = Pick<EndpointState<unknown>, 'data' | 'failed' | 'error' | 'loading'>;

interface Entry {
  query: EndpointQuery<unknown>;
  snapshot: Snapshot;
  readers: Set<() => void>;
  controller: AbortController | null;
}

const waiting: Snapshot = { data: undefined, failed: false, error: null, loading: true };
const disabled: Snapshot = { data: undefined, failed: false, error: null, loading: false };

const entries = new Map<string, Entry>();

const routeOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

type Request = { params?: unknown; query?: unknown; body?: unknown } | undefined;
type QueryArgs<E extends EndpointConfig> = object extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

/** A read of `endpoint` with `request`, typed like `callApi`: `endpointQuery(routes.profile.loadIncome)`. */
export function endpointQuery<E extends EndpointConfig>(endpoint: RouteRef<E>, ...[request]: QueryArgs<E>): EndpointQuery<ApiResult<E>> {
  const sent = request as Request;
  const body = sent?.body === undefined ? '' : ` ${JSON.stringify(sent.body)}`;
  // The request type was checked by this function's signature.
  const send = callApi as (endpoint: RouteRef<E>, request: Request, options: CallOptions) => Promise<ApiResult<E>>;
  return {
    key: `${endpoint.method} ${endpointUrl(endpoint, sent)}${body}`,
    routes: [routeOf(endpoint)],
    call: (options) => send(endpoint, sent, options),
  };
}

/**
 * The same read, keyed by the UI language too: for endpoints that answer in words of the request's language
 * (`Accept-Language`), so a switch asks again and the words never stay in the other language.
 */
export function inLanguage<T>(query: EndpointQuery<T>, language: Language): EndpointQuery<T> {
  return { ...query, key: `${query.key} [${language}]` };
}

type AnswersOf<Q extends readonly EndpointQuery<unknown>[]> = { -readonly [K in keyof Q]: Q[K] extends EndpointQuery<infer T> ? T : never };

/**
 * Several reads made and shown as one: sent together in the order given, in once all are in (`merge` puts the answers
 * together), failed as soon as one fails; a reload asks all of them again. For a screen whose lists explain each other.
 */
export function combineQueries<const Q extends readonly EndpointQuery<unknown>[], T>(
  queries: Q,
  merge: (answers: AnswersOf<Q>) => T,
): EndpointQuery<T> {
  return {
    key: queries.map((query) => query.key).join(' + '),
    routes: queries.flatMap((query) => query.routes),
    call: async (options) => merge((await Promise.all(queries.map((query) => query.call(options)))) as AnswersOf<Q>),
  };
}

function update(entry: Entry, next: Snapshot): void {
  entry.snapshot = next;
  for (const reader of entry.readers) reader();
}

function entryFor(query: EndpointQuery<unknown>): Entry {
  const entry = entries.get(query.key);
  if (!entry) {
    const created: Entry = { query, snapshot: waiting, readers: new Set(), controller: null };
    entries.set(query.key, created);
    return created;
  }
  // Nobody reads it yet (a render that was not shown made it): the latest caller's way of asking counts.
  if (entry.readers.size === 0) entry.query = query;
  return entry;
}

/** Sends the entry's request, replacing one under way; the answer or failure reaches every reader. */
function load(entry: Entry): Promise<unknown> {
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  update(entry, { ...entry.snapshot, failed: false, error: null, loading: true });
  const settle = (next: Snapshot) => {
    if (controller.signal.aborted) return;
    entry.controller = null;
    update(entry, next);
  };
  return entry.query.call({ signal: controller.signal }).then(
    (data) => {
      settle({ data, failed: false, error: null, loading: false });
      return data;
    },
    (error: unknown) => {
      settle({ ...entry.snapshot, failed: true, error, loading: false });
      throw error;
    },
  );
}

const quietly = (request: Promise<unknown>) => void request.catch(() => undefined);

function watch(entry: Entry, reader: () => void): () => void {
  // Back after its last reader left within one commit (React's StrictMode mounts twice): it is the key's entry again.
  if (!entries.has(entry.query.key)) entries.set(entry.query.key, entry);
  entry.readers.add(reader);
  // The first reader asks afresh; later ones share its request and answer.
  if (entry.readers.size === 1) {
    entry.snapshot = waiting;
    quietly(load(entry));
  }
  return () => {
    entry.readers.delete(reader);
    if (entry.readers.size > 0) return;
    entry.controller?.abort();
    entry.controller = null;
    entry.snapshot = waiting;
    if (entries.get(entry.query.key) === entry) entries.delete(entry.query.key);
  };
}

/**
 * Reads a query (null: nothing to read). The request starts when the first component reading it mounts and is
 * aborted when the last one unmounts.
 */
export function useQuery<T>(query: EndpointQuery<T> | null): EndpointState<T> {
  // The same entry for the same key, so React keeps the subscription while the key stays.
  const entry = query ? entryFor(query) : null;
  const subscribe = useCallback((reader: () => void) => (entry ? watch(entry, reader) : () => undefined), [entry]);
  const snapshot = useSyncExternalStore(subscribe, () => entry?.snapshot ?? disabled);
  const reload = useCallback(() => (entry ? (load(entry) as Promise<T>) : Promise.reject(new Error('Nothing to read'))), [entry]);
  const retry = useCallback(() => quietly(reload()), [reload]);
  const setData = useCallback((data: T) => entry && update(entry, { data, failed: false, error: null, loading: false }), [entry]);
  return { ...(snapshot as Snapshot & { data: T | undefined }), reload, retry, setData };
}

type HookArgs<E extends EndpointConfig> =
  object extends RequestOf<E> ? [request?: RequestOf<E>, options?: EndpointOptions] : [request: RequestOf<E>, options?: EndpointOptions];

/**
 * Reads one contract endpoint (a route reference from `virtual:sanad-routes`) with its input, typed like `callApi`:
 * `useEndpoint(routes.household.loadHouses)`, `useEndpoint(routes.profile.loadDependentIncome, { params }, { enabled })`.
 */
export function useEndpoint<E extends EndpointConfig>(
  endpoint: RouteRef<E>,
  ...[request, options]: HookArgs<E>
): EndpointState<ApiResult<E>> {
  const query = options?.enabled === false ? null : endpointQuery(endpoint, ...([request] as QueryArgs<E>));
  return useQuery(query);
}

/** A route reference, or a whole domain of them (`routes.household`). */
export type InvalidationTarget = RouteRef<EndpointConfig> | Readonly<Record<string, RouteRef<EndpointConfig>>>;

function isRouteRef(target: InvalidationTarget): target is RouteRef<EndpointConfig> {
  return typeof target.method === 'string' && typeof target.path === 'string';
}

/**
 * After a mutation: every read of the endpoint (any input), or of every endpoint of a domain, is asked again for the
 * components showing it, in the order they first read it. Resolves when all are in; rejects with the first failure
 * (each reader's state shows it too). Nothing is asked for what no component reads, and a reload dropped because its
 * last reader left meanwhile (the write's own screen moving on) is no failure of the write.
 */
export async function invalidate(target: InvalidationTarget): Promise<void> {
  const routes = new Set(isRouteRef(target) ? [routeOf(target)] : Object.values(target).map(routeOf));
  const reloads = [...entries.values()]
    .filter((entry) => entry.readers.size > 0 && entry.query.routes.some((route) => routes.has(route)))
    .map((entry) =>
      load(entry).catch((error: unknown) => {
        if (!isAbort(error)) throw error;
      }),
    );
  await Promise.all(reloads);
}

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Forgets every answer and aborts every request: one person's data never shows to the next (sign-out, a new session). */
export function clearServerState(): void {
  for (const [key, entry] of entries) {
    entry.controller?.abort();
    entry.controller = null;
    // Without telling the readers: a screen still mounted is on its way out (sign-out goes to login), and a render now
    // would only ask again as nobody. Its entry stays until it unmounts, so that a render does not ask either.
    entry.snapshot = waiting;
    if (entry.readers.size === 0) entries.delete(key);
  }
}

// A session that ends or changes hands (a 401 or 403, signing in as someone else, acting for an applicant) clears too.
const owner = () => {
  const session = readSession();
  return session ? `${session.principal} ${session.user.id} ${session.user.actingFor?.id ?? ''}` : '';
};
let currentOwner = owner();
subscribeSession(() => {
  const next = owner();
  if (next === currentOwner) return;
  currentOwner = next;
  clearServerState();
});
