// The baseline of the API benchmark: Fastify with one route and none of the portal's plugins, database or schemas,
// on the same machine and Node as the portal, so the ratio to it shows what the portal's layers cost.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', version: '1.7.0' }));

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
