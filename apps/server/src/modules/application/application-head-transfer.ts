import { closedApplicationStatuses } from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { AttachmentRepository } from '../attachment/attachment.repository.ts';
import type { ApplicationRepository } from './application.repository.ts';

/** What a transfer of head of household tells the applications (household/head-transfer.service.ts). */
export interface HeadTransferMove {
  formerHeadAccountId: string;
  newHeadAccountId: string;
  /** The new head's dependent row in the former household: they head it now, so no application counts them as a dependent. */
  newHeadDependentId: string;
  at: Date;
}

/** The documents side of the move: the attachment repository's transfer of ownership. */
export type HeadTransferDocuments = Pick<AttachmentRepository, 'transferDocuments' | 'transferFiles'>;

/**
 * Requests made on an application (appeals, payment complaints) that follow it to the new head, with their files
 * (decision 069): each moves its rows of the moved applications and answers the files they carry.
 */
export interface HeadTransferFollower {
  followHeadTransfer(applicationIds: string[], toAccountId: string, tx: Database): Promise<string[]>;
}

/**
 * Open applications move with the household (DOMAIN.md "transfer head of household"): the new head becomes their
 * applicant, keeps their number, state and selection (without themselves), and each timeline records the transfer.
 * Their documents follow them: the new head owns the files, the former head no longer reads them (a file that is also
 * a document of an application that stays stays readable from it; docs/decisions/049), and so do the appeals and
 * payment complaints made on them, with their files (069). Closed ones stay with the
 * former head, whose history they are. Runs in the caller's transaction, whose audit line lists the applications.
 */
export function createApplicationHeadTransfer(
  repository: ApplicationRepository,
  documents: HeadTransferDocuments,
  followers: readonly HeadTransferFollower[],
) {
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
      await documents.transferDocuments(ids, move.formerHeadAccountId, move.newHeadAccountId, move.at, tx);
      // The appeals and complaints on them go along, so the new head follows them and the former head no longer reads them.
      for (const follower of followers) {
        const files = await follower.followHeadTransfer(ids, move.newHeadAccountId, tx);
        await documents.transferFiles(files, move.formerHeadAccountId, move.newHeadAccountId, move.at, tx);
      }
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
