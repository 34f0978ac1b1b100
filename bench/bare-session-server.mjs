// The baseline of the auth benchmark's session read: Fastify with one route that does what the least a session check
// must do, one indexed select of a session by its token hash through `pg`, and none of the portal's plugins.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// The portal's pool size (apps/server platform/db), so both sides may run as many queries at once.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/ready', async () => ({ ready: true }));
app.get('/bare-session', async (request, reply) => {
  const token = /(?:^|;\s*)bench_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(
    'SELECT account_id, last_seen_at, expires_at FROM bench_session WHERE token_hash = $1 AND revoked_at IS NULL LIMIT 1',
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
  return { accountId: row.account_id, expiresAt: row.expires_at };
});

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
