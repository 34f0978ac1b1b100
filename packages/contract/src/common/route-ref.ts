import type { EndpointConfig, RequestKind, ResponseKind } from './define-endpoint.ts';

/**
 * What the browser needs at run time to call an endpoint — method, path, response kind, a GET that changes state — while its request and
 * response types still come from the full entry (the phantom `endpoint` field). The web app gets these generated
 * from the contract at build time, so its first screen does not ship the schema library (decision 007).
 */
export interface RouteRef<E extends EndpointConfig> {
  method: E['method'];
  path: E['path'];
  responseKind: ResponseKind;
  /** Present on an upload: the client sends `multipart/form-data` (the `attachment` part and the `file` part). */
  requestKind?: Extract<RequestKind, 'multipart'>;
  /** Present on a GET that changes state: the client sends the anti-forgery header with it. */
  changesState?: true;
  readonly endpoint?: E;
}

/** The whole contract as route references, group by group. */
export type RouteRefs<C extends Record<string, Record<string, EndpointConfig>>> = {
  [G in keyof C]: { [K in keyof C[G]]: RouteRef<C[G][K]> };
};

/** Builds the route references of a contract (run at build time). */
export function toRouteRefs<C extends Record<string, Record<string, EndpointConfig>>>(contract: C): RouteRefs<C> {
  const groups = Object.entries(contract).map(([group, endpoints]) => [
    group,
    Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [
        name,
        {
          method: endpoint.method,
          path: endpoint.path,
          responseKind: endpoint.responseKind ?? 'json',
          ...(endpoint.changesState ? { changesState: true } : {}),
          ...(endpoint.requestKind === 'multipart' ? { requestKind: 'multipart' } : {}),
        },
      ]),
    ),
  ]);
  return Object.fromEntries(groups) as RouteRefs<C>;
}
