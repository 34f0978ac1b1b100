import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toRouterPath, type BodyOf, type EndpointConfig, type ParamsOf, type QueryOf, type ResponseInputOf } from '@sanad/contract';
import { createHash } from 'node:crypto';
import type { RequestContext } from '../platform/request-context.ts';
import { multipartPluginName } from './multipart.ts';
import { rateLimitPluginName, type RouteLimit } from './rate-limit.ts';
import { contextOf } from './request-context.ts';

/**
 * Cacheable endpoints (lookups, configuration) answer with the same cached object until its cache expires: its
 * schema-checked JSON and ETag are computed once per object instead of once per request.
 */
const serialized = new WeakMap<object, { text: string; etag: string }>();

function serializeOnce(schema: EndpointConfig['response'], result: object): { text: string; etag: string } {
  let entry = serialized.get(result);
  if (!entry) {
    const text = JSON.stringify(schema.parse(result));
    entry = { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
    serialized.set(result, entry);
  }
  return entry;
}

export interface HandlerContext<E extends EndpointConfig> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  /**
   * The validated JSON body. A multipart endpoint gets none here (its handler reads the parts as a stream with
   * modules/attachment/upload-reader.ts, which validates the `attachment` part with the entry's `body`): never read it
   * there. The type stays `BodyOf<E>` so generic helpers over any endpoint keep compiling.
   */
  body: BodyOf<E>;
  /** The request as a service sees it: pass this, never `request`, below the route (ARCHITECTURE rule 15). */
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the endpoint's response (checked against its schema on the way out). */
export type EndpointHandler<E extends EndpointConfig> = (context: HandlerContext<E>) => Promise<ResponseInputOf<E>> | ResponseInputOf<E>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: EndpointConfig['access'];
    cacheable?: boolean;
    businessErrorStatus?: number;
    /** The contract's forced-step, fresh-proof and stand-in flags, enforced by the auth plugin. */
    servesForcedStep?: EndpointConfig['servesForcedStep'];
    freshProof?: boolean;
    standIn?: EndpointConfig['standIn'];
    /** A GET that changes state: the anti-forgery check treats it as a POST (plugins/xsrf.ts). */
    changesState?: boolean;
    /** The `attachment` part of a multipart endpoint, for the OpenAPI document only (plugins/openapi.ts). */
    multipartBody?: EndpointConfig['body'];
  }
}

/**
 * Registers the handler of one contract entry: the spec's method and path, zod validation of params, query and body,
 * the response schema, the access level and the OpenAPI description all come from the entry (ARCHITECTURE rule 1).
 * The access level travels in the route's config; the auth plugin enforces it.
 */
export function registerEndpoint<E extends EndpointConfig>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: {
    readsSession?: boolean;
    /** Rate limits of this endpoint (bucket, max, window, key), counted after validation by the rate-limit plugin. */
    limits?: readonly RouteLimit[];
  } = {},
): void {
  // The auth plugin attaches the access check when a route is declared: a route declared without it would be open.
  if (!app.hasPlugin('auth')) throw new Error(`${endpoint.method} ${endpoint.path}: register the auth plugin before any endpoint`);
  // Likewise the rate-limit plugin attaches a route's limits when it is declared: without it they would not count.
  if (options.limits && !app.hasPlugin(rateLimitPluginName)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: register the rate-limit plugin before an endpoint with limits`);
  }
  // A multipart body is read by the handler as a stream (never buffered); without the plugin it could not be read.
  const multipart = endpoint.requestKind === 'multipart';
  if (multipart && !app.hasPlugin(multipartPluginName)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: register the multipart plugin before an upload endpoint`);
  }
  const kind = endpoint.responseKind ?? 'json';
  const [, , group] = endpoint.path.split('/');
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    schema: {
      summary: endpoint.summary,
      tags: [group ?? 'api'],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      // Fastify validates JSON bodies only: a multipart body is a stream the handler reads and validates part by part.
      ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
      ...(kind === 'json' ? { response: { 200: endpoint.response } } : {}),
    },
    config: {
      access: endpoint.access,
      cacheable: endpoint.cacheable ?? false,
      businessErrorStatus: endpoint.businessErrorStatus,
      readsSession: options.readsSession ?? false,
      limits: options.limits,
      servesForcedStep: endpoint.servesForcedStep,
      freshProof: endpoint.freshProof ?? false,
      standIn: endpoint.standIn,
      changesState: endpoint.changesState ?? false,
      ...(multipart && endpoint.body ? { multipartBody: endpoint.body } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: (multipart ? undefined : request.body) as BodyOf<E>,
        // Built on first use: most reads (home, lookups) never pass a context down.
        get ctx() {
          return contextOf(request);
        },
        request,
        reply,
      });
      if (kind === 'text') reply.type('text/plain; charset=utf-8');
      if (kind === 'json' && endpoint.cacheable && typeof result === 'object' && result !== null) {
        const { text, etag } = serializeOnce(endpoint.response, result);
        // A string with a JSON content type is sent as it is, without a second serialisation.
        reply.type('application/json; charset=utf-8').header('etag', etag);
        return text;
      }
      return result;
    },
  });
}
