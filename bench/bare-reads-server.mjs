// The baseline of the reads benchmark: Fastify with the two reads done as bare `pg` queries on the portal's own
// tables and indexes (the session by its token hash, then the indexed read), and none of the portal's plugins,
// validation, services or translations.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// The portal's pool size (apps/server platform/db), so both sides may run as many queries at once.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

/** The signed-in account of the request: the portal's session cookie looked up by its hash, as the portal does. */
async function accountOf(/** @type {import('fastify').FastifyRequest} */ request) {
  const token = /(?:^|;\s*)sanad_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(
    'SELECT account_id FROM session WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() LIMIT 1',
    [tokenHash],
  );
  return rows[0]?.account_id ?? null;
}

app.get('/ready', async () => ({ ready: true }));

// The home card of one application in one month: the application, that month's cycle, its result and payments.
app.get('/bare/cycle-summary/:application/:period', async (request, reply) => {
  const account = await accountOf(request);
  if (!account) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
  const { application, period } = /** @type {{ application: string, period: string }} */ (request.params);
  const { rows } = await pool.query(
    `SELECT a.id, a.status, c.status AS cycle_status, r.house_id, r.outcome, r.reasons, r.entitlement, r.deductions, r.net,
            p.code, p.status AS payment_status, p.net AS paid, p.scheduled_for, p.paid_at
       FROM application a
       LEFT JOIN support_cycle c ON c.program_id = a.program_id AND c.period = $2
       LEFT JOIN eligibility_result r ON r.application_id = a.id AND r.cycle_id = c.id
       LEFT JOIN payment p ON p.result_id = r.id
      WHERE a.id = $1 AND a.applicant_account_id = $3`,
    [application, period, account],
  );
  if (rows.length === 0) return reply.status(404).send({ code: 'NOT_FOUND' });
  return { application, period, rows };
});

// A page of an application's payments, newest first, with the total and each payment's deductions.
app.post('/bare/payment-history', async (request, reply) => {
  const account = await accountOf(request);
  if (!account) return reply.status(401).send({ code: 'UNAUTHENTICATED' });
  const { applicationId } = /** @type {{ applicationId: string }} */ (request.body);
  const { rows } = await pool.query(
    `SELECT p.id, p.code, p.status, p.entitlement, p.deductions, p.net, p.iban, p.scheduled_for, p.paid_at, c.period,
            count(*) OVER () AS total
       FROM payment p JOIN support_cycle c ON c.id = p.cycle_id
      WHERE p.application_id = $1 AND p.applicant_account_id = $2
      ORDER BY c.period DESC, p.id
      LIMIT 12`,
    [applicationId, account],
  );
  const deductions = await pool.query('SELECT payment_id, amount FROM payment_deduction WHERE payment_id = ANY($1::uuid[])', [
    rows.map((row) => row.id),
  ]);
  return { items: rows, deductions: deductions.rows, total: Number(rows[0]?.total ?? 0) };
});

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
