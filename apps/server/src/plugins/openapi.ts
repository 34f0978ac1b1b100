import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { SwaggerTransform } from '@fastify/swagger';
import { appVersion } from '@sanad/contract';

/**
 * Documents a multipart upload (the contract's `requestKind: 'multipart'`) as what the client sends: a
 * `multipart/form-data` body with the `attachment` part (the entry's `body`, as JSON) and the `file` part. The route
 * itself carries no body schema, since its handler reads the parts as a stream (plugins/contract-routes.ts).
 */
export const documentMultipart: SwaggerTransform = (input) => {
  const metadata = input.route.config?.multipartBody;
  if (metadata === undefined) return jsonSchemaTransform(input);
  const converted = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: metadata } });
  const { body: attachment, ...rest } = converted.schema;
  return {
    ...converted,
    schema: {
      ...rest,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: ['file'],
        properties: { attachment, file: { type: 'string', format: 'binary', description: 'The file: PDF, JPEG or PNG.' } },
      },
    },
  };
};

/** The OpenAPI 3 document, generated from the contract routes, at /api/docs/json with a UI at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Sanad beneficiary portal API',
          description: 'Every endpoint of the portal, generated from the shared contract. Errors use {code, message, fieldErrors?}.',
          version: appVersion,
        },
      },
      transform: documentMultipart,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list' } });
  },
  { name: 'openapi' },
);
