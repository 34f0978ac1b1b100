import type { TransferToHoh } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { ApplicationHeadTransfer } from '../application/application-head-transfer.ts';
import type { DelegationEnder } from '../auth/emergency-login.service.ts';
import { isAdult, isoDay, relationConfirmationRequired, relationshipErrors } from './household-rules.ts';
import type { HouseholdSettings, HouseholdSettingsReader } from './household-settings.ts';
import type { HouseholdRepository, LockedApplicant } from './household.repository.ts';

/** What a transfer of head of household changed, for the caller's audit record and role swap. */
export interface TransferOutcome {
  newHeadAccountId: string;
  newHeadPreviousRole: LockedApplicant['role'];
  /** The dependent row of the new head, now TRANSFERRED. */
  transferredDependentId: string;
  /** The former head's new dependent row in the new head's household. */
  formerHeadDependentId: string;
  houseIds: string[];
  /** The open applications that moved to the new head (decision 045). */
  applicationIds: string[];
  dependents: Array<{ id: string; from: string; to: string }>;
}

export interface HeadTransferServiceDeps {
  repository: HouseholdRepository;
  readSettings: HouseholdSettingsReader;
  clock: Clock;
  /** Ends the emergency delegations of the former head's household (decision 028). */
  delegations: DelegationEnder;
  /** Moves the former head's open applications to the new head (decision 045). */
  applications: Pick<ApplicationHeadTransfer, 'moveToNewHead'>;
}

/**
 * The household side of a transfer of head of household (DOMAIN.md "transfer head of household"). The users module
 * owns the endpoint, the transaction, the role swap and the audit record, so this service departs from the
 * `(principal, input, ctx)` convention on purpose: it works inside the caller's transaction, for the account the
 * caller names.
 */
export function createHeadTransferService(deps: HeadTransferServiceDeps) {
  const { repository, readSettings, clock, delegations, applications } = deps;

  return {
    /** The settings transferHead needs, for its caller to read before it opens the transaction. */
    readSettings,

    /**
     * Hands the household of `formerHeadAccountId` to one of its dependents, inside the caller's transaction. The new
     * head must be an adult dependent whose live account is active, who confirmed the relation and who heads no
     * household of their own; the request must give every other dependent's relationship to the new head. Houses
     * move; dependents move with their new relationships (their confirmations are asked again); the former head
     * becomes the new head's dependent, confirmed by this request. Open applications move to the new head too.
     */
    async transferHead(
      formerHeadAccountId: string,
      body: TransferToHoh,
      settings: HouseholdSettings,
      tx: Database,
    ): Promise<TransferOutcome> {
      const first = isUuid(body.dependentId) ? await repository.findDependent(body.dependentId, formerHeadAccountId, tx) : null;
      if (!first) throw new DomainError('NOT_FOUND');
      const targetAccount = await repository.liveAccountOf(first.personId, tx);
      const locked = await repository.lockAccounts(targetAccount ? [formerHeadAccountId, targetAccount.id] : [formerHeadAccountId], tx);
      const formerHead = locked.find((row) => row.accountId === formerHeadAccountId);
      if (!formerHead) throw new DomainError('UNAUTHENTICATED');
      const newHead = targetAccount ? locked.find((row) => row.accountId === targetAccount.id) : undefined;
      // Read again under the lock: a concurrent write may have removed the dependent or changed the relation.
      const target = await repository.findDependent(body.dependentId, formerHeadAccountId, tx);
      if (!target) throw new DomainError('NOT_FOUND');

      const now = clock.now();
      const age = settings.adultAge;
      const eligible =
        newHead !== undefined &&
        newHead.status === 'ACTIVE' &&
        (newHead.role === 'DEPENDENT' || newHead.role === 'APPLICANT') &&
        isAdult(target.birthDate, isoDay(now), age) &&
        target.relationStatus === 'CONFIRMED' &&
        !(await repository.headsHousehold(newHead.accountId, tx));
      if (!eligible || !newHead) throw new DomainError('TRANSFER_NOT_ALLOWED');

      // Every relationship is relative to the head: the request restates each one against the new head.
      const codes = settings.relationshipCodes;
      const limits = settings.relationshipLimits;
      const others = (await repository.listDependents(formerHeadAccountId, tx)).filter((row) => row.id !== target.id);
      const fieldErrors = relationshipErrors(
        'body.formerHeadRelationship',
        body.formerHeadRelationship,
        codes,
        formerHead.gender,
        newHead.gender,
      );
      const counts = new Map<string, number>();
      const countAndLimit = (field: string, relationship: string) => {
        const count = (counts.get(relationship) ?? 0) + 1;
        counts.set(relationship, count);
        const maximum = limits[relationship];
        if (maximum !== undefined && count > maximum) fieldErrors.push({ field, code: 'relationship_limit', values: { maximum } });
      };
      // Like the others below, a relationship that is itself wrong counts toward no limit: it would only blame another.
      if (fieldErrors.length === 0) countAndLimit('body.formerHeadRelationship', body.formerHeadRelationship);
      const given = new Map<string, string>();
      for (const [index, item] of body.relationships.entries()) {
        const field = `body.relationships.${index}`;
        const other = others.find((row) => row.id === item.dependentId);
        if (!other) {
          fieldErrors.push({ field: `${field}.dependentId`, code: 'item_unknown' });
          continue;
        }
        if (given.has(other.id)) {
          fieldErrors.push({ field: `${field}.dependentId`, code: 'duplicate_item' });
          continue;
        }
        given.set(other.id, item.relationship);
        const errors = relationshipErrors(`${field}.relationship`, item.relationship, codes, other.gender, newHead.gender);
        fieldErrors.push(...errors);
        if (errors.length === 0) countAndLimit(`${field}.relationship`, item.relationship);
      }
      if (others.some((row) => !given.has(row.id))) fieldErrors.push({ field: 'body.relationships', code: 'required' });
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const houseIds = await repository.moveHouses(formerHead.accountId, newHead.accountId, tx);
      await repository.updateDependent(target.id, { status: 'TRANSFERRED', removedAt: now }, tx);
      const moved: TransferOutcome['dependents'] = [];
      for (const other of others) {
        const relationship = given.get(other.id) ?? other.relationship;
        // Custody answers depend on who heads the household: the new head gives them again if they apply.
        await repository.updateDependent(other.id, { applicantAccountId: newHead.accountId, relationship, custody: null }, tx);
        await repository.cancelConfirmations(other.id, ['PENDING', 'CONFIRMED', 'REJECTED'], tx);
        // An adult dependent with an account confirms the relation to the new head in the dependent-relation screens.
        if (relationConfirmationRequired(other, isoDay(clock.now()), settings.adultAge)) {
          await repository.insertConfirmation(
            {
              applicantAccountId: newHead.accountId,
              dependentPersonId: other.personId,
              relationship,
              status: 'PENDING',
              dependentId: other.id,
            },
            tx,
          );
        }
        moved.push({ id: other.id, from: other.relationship, to: relationship });
      }
      const formerHeadDependentId = await repository.insertDependent(
        {
          applicantAccountId: newHead.accountId,
          personId: formerHead.personId,
          relationship: body.formerHeadRelationship,
          houseId: target.houseId,
        },
        tx,
      );
      // The former head states this relationship in the request itself: nothing is left for them to confirm.
      await repository.insertConfirmation(
        {
          applicantAccountId: newHead.accountId,
          dependentPersonId: formerHead.personId,
          relationship: body.formerHeadRelationship,
          status: 'CONFIRMED',
          decidedAt: now,
          dependentId: formerHeadDependentId,
        },
        tx,
      );
      await delegations.end({ applicantAccountId: formerHead.accountId }, 'HEAD_TRANSFERRED', tx);
      const applicationIds = await applications.moveToNewHead(
        { formerHeadAccountId: formerHead.accountId, newHeadAccountId: newHead.accountId, newHeadDependentId: target.id, at: now },
        tx,
      );
      return {
        newHeadAccountId: newHead.accountId,
        newHeadPreviousRole: newHead.role,
        transferredDependentId: target.id,
        formerHeadDependentId,
        houseIds,
        applicationIds,
        dependents: moved,
      };
    },
  };
}

/** What the users module receives to move a household on a transfer of head of household. */
export type HeadTransferService = ReturnType<typeof createHeadTransferService>;
