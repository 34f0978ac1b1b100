import { closedApplicationStatuses } from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ApplicationRepository } from './application.repository.ts';

/** What a transfer of head of household tells the applications (household/head-transfer.service.ts). */
export interface HeadTransferMove {
  formerHeadAccountId: string;
  newHeadAccountId: string;
  /** The new head's dependent row in the former household: they head it now, so no application counts them as a dependent. */
  newHeadDependentId: string;
  at: Date;
}

/**
 * Open applications move with the household (DOMAIN.md "transfer head of household"): the new head becomes their
 * applicant, keeps their number, state and selection (without themselves), and each timeline records the transfer.
 * Closed ones stay with the former head, whose history they are. Runs in the caller's transaction.
 */
export function createApplicationHeadTransfer(repository: ApplicationRepository) {
  return {
    async moveToNewHead(move: HeadTransferMove, tx: Database): Promise<string[]> {
      const own = await repository.listOwn(move.formerHeadAccountId, tx);
      const open = own.filter(({ application }) => !(closedApplicationStatuses as readonly string[]).includes(application.status));
      for (const { application } of open) {
        // At most one open application per applicant and program: a new head with their own would end with two.
        if (await repository.findOpen(move.newHeadAccountId, application.programId, tx)) throw new DomainError('TRANSFER_NOT_ALLOWED');
      }
      const moved = await repository.moveOpen(move.formerHeadAccountId, move.newHeadAccountId, tx);
      const ids = moved.map((row) => row.id);
      await repository.unselectDependent(ids, move.newHeadDependentId, tx);
      for (const id of ids) {
        await repository.addEvent(
          {
            applicationId: id,
            type: 'HEAD_TRANSFERRED',
            fromStatus: null,
            toStatus: null,
            actorAccountId: move.formerHeadAccountId,
            at: move.at,
          },
          tx,
        );
      }
      return ids;
    },
  };
}
/** The application side of a transfer of head of household, as the household module receives it. */
export type ApplicationHeadTransfer = ReturnType<typeof createApplicationHeadTransfer>;
