import { randomInt } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { idpSimulation } from '../../db/schema/index.ts';
import type { Database } from '../db/database.ts';
import { randomToken } from '../crypto/tokens.ts';

export type IdentityStatus = 'WAITING' | 'COMPLETED' | 'REJECTED';

/**
 * The national identity provider port (single sign-on, spec §7 /api/iam/v2/*): a request is started for a national
 * id; the person confirms it in the provider's app by picking `random` among a few numbers.
 */
export interface IdentityProvider {
  start(nin: string): Promise<{ transId: string; random: string }>;
  status(transId: string): Promise<IdentityStatus | null>;
}

function threeChoices(random: string): string[] {
  const choices = new Set([random]);
  while (choices.size < 3) choices.add(String(randomInt(10, 100)));
  return [...choices].sort();
}

/** Local adapter: a simulator whose requests a tester approves or rejects (demo screen and /api/dev/iam/*). */
export function createIdentityProviderSimulator(db: Database) {
  return {
    async start(nin: string) {
      const transId = randomToken(16);
      const random = String(randomInt(10, 100));
      await db.insert(idpSimulation).values({ transId, username: nin, random, choices: threeChoices(random), status: 'WAITING' });
      return { transId, random };
    },
    async status(transId: string): Promise<IdentityStatus | null> {
      const rows = await db.select({ status: idpSimulation.status }).from(idpSimulation).where(eq(idpSimulation.transId, transId)).limit(1);
      return rows[0]?.status ?? null;
    },
    /** Requests still waiting that were started in the last `withinMs`. */
    async pending(since: Date) {
      return db
        .select()
        .from(idpSimulation)
        .where(and(eq(idpSimulation.status, 'WAITING'), gt(idpSimulation.createdAt, since)))
        .orderBy(desc(idpSimulation.createdAt))
        .limit(50);
    },
    async decide(transId: string, status: 'COMPLETED' | 'REJECTED'): Promise<boolean> {
      const rows = await db
        .update(idpSimulation)
        .set({ status })
        .where(and(eq(idpSimulation.transId, transId), eq(idpSimulation.status, 'WAITING')))
        .returning({ transId: idpSimulation.transId });
      return rows.length > 0;
    },
  } satisfies IdentityProvider & Record<string, unknown>;
}
export type IdentityProviderSimulator = ReturnType<typeof createIdentityProviderSimulator>;

/** Production adapter: the provider's HTTP API (base URL and client credentials from configuration). */
export function createHttpIdentityProvider(options: {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetchImpl?: typeof fetch;
}): IdentityProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const call = async (path: string, body: unknown) => {
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`identity provider answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async start(nin) {
      const answer = await call('/requests', { nationalId: nin });
      return { transId: String(answer.transId), random: String(answer.random) };
    },
    async status(transId) {
      const answer = await call('/requests/status', { transId });
      const status = String(answer.status);
      return status === 'COMPLETED' || status === 'REJECTED' || status === 'WAITING' ? status : null;
    },
  };
}
