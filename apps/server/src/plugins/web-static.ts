import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app from the same process and port as the API. Hashed assets are immutable;
 * index.html and the service worker are revalidated so a deploy is picked up at once.
 */
export const webStaticPlugin = fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    if (!existsSync(options.dir)) {
      app.log.warn({ dir: options.dir }, 'web build not found: only the API is served (run `npm run build`)');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.dir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset; send the smallest the browser accepts.
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.\w+(\.(br|gz))?$/.test(path);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'web-static' },
);
