import type { Database } from '../../platform/db/database.ts';
import { createAuditRepository } from './audit.repository.ts';

/** Who did something: the real actor and, during an emergency login, the applicant acted for. */
export interface Actor {
  accountId: string | null;
  onBehalfOfAccountId?: string | null;
  ip?: string | null;
  requestId?: string | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes audit events in the caller's transaction, so an action and its record commit together or not at all. */
export function createAuditService(db: Database, repository = createAuditRepository(db)) {
  return {
    async record(actor: Actor, entry: AuditEntry, tx: Database = db): Promise<void> {
      await repository.insert(
        {
          actorAccountId: actor.accountId,
          onBehalfOfAccountId: actor.onBehalfOfAccountId ?? null,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
          ip: actor.ip ?? null,
          requestId: actor.requestId ?? null,
        },
        tx,
      );
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
