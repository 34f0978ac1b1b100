import {
  errorCodes,
  formatMessage,
  type Custody,
  type Dependent,
  type DependentRef,
  type SaveCustody,
  type SaveHouseResident,
  type SaveRelative,
  type ValidateDelete,
} from '@sanad/contract';
import type { CivilRegistry } from '../../platform/civil-registry/civil-registry.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/principal.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { actorOf } from '../audit/audit-actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { DelegationEnder } from '../auth/emergency-login.service.ts';
import type { HouseholdAccess } from './household-access.ts';
import { toDependent, type Today } from './household-mappers.ts';
import { custodyRequired, isoDay, relationConfirmationRequired, relationshipErrors } from './household-rules.ts';
import type { HouseholdSettings, HouseholdSettingsReader } from './household-settings.ts';
import type { DependentView, HouseholdRepository } from './household.repository.ts';

export interface DependentsServiceDeps {
  db: Database;
  repository: HouseholdRepository;
  access: HouseholdAccess;
  readSettings: HouseholdSettingsReader;
  civilRegistry: CivilRegistry;
  audit: AuditService;
  clock: Clock;
  /** Ends an emergency delegation resting on a dependent who is removed or whose relationship changes (decision 028). */
  delegations: DelegationEnder;
}

/** The household's members of a relationship beyond its limit (`household.relationshipLimits`). */
function limitErrors(field: string, relationship: string, others: DependentView[], settings: HouseholdSettings): DomainFieldError[] {
  const maximum = settings.relationshipLimits[relationship];
  if (maximum === undefined) return [];
  const count = others.filter((other) => other.relationship === relationship).length;
  return count >= maximum ? [{ field, code: 'relationship_limit', values: { maximum } }] : [];
}

/**
 * The applicant's dependents (DOMAIN.md "dependent", docs/decisions/030-dependents.md): added from the civil registry,
 * their relationship to the head within its limits, the house they live in, custody of minor children, removal.
 * Every write locks the applicant first (household-access.ts); every id is the caller's or a 404; every rule the
 * input breaks is a field error. An adult dependent with an account confirms the relation (dependent-relation).
 */
export function createDependentsService(deps: DependentsServiceDeps) {
  const { db, repository, access, readSettings, civilRegistry, audit, clock, delegations } = deps;

  async function today(applicantAccountId: string, settings: HouseholdSettings, tx: Database = db): Promise<Today> {
    const headSocialStatus = await repository.socialStatusOf(applicantAccountId, tx);
    return { today: isoDay(clock.now()), adultAge: settings.adultAge, headSocialStatus };
  }

  /** An adult dependent with an account confirms the relation in the dependent-relation screens (DOMAIN.md). */
  function needsConfirmation(row: Pick<DependentView, 'birthDate' | 'hasAccount'>, settings: HouseholdSettings): boolean {
    return relationConfirmationRequired(row, isoDay(clock.now()), settings.adultAge);
  }

  /** The dependent as this write left it, read inside its transaction. */
  async function reload(id: string, applicantAccountId: string, settings: HouseholdSettings, tx: Database): Promise<Dependent> {
    const row = await repository.findDependent(id, applicantAccountId, tx);
    if (!row) throw new Error(`dependent ${id} vanished inside its own transaction`);
    return toDependent(row, await today(applicantAccountId, settings, tx));
  }

  /**
   * One answer about one dependent, who has custody or which house they live in: checked, stored, audited with what
   * it replaced, and read back.
   */
  async function saveAnswer(
    principal: Principal,
    dependentId: string,
    answer: { custody: Custody } | { houseId: string },
    check: (found: DependentView, settings: HouseholdSettings, tx: Database) => Promise<void>,
    ctx: RequestContext,
  ): Promise<Dependent> {
    const settings = await readSettings();
    return access.asLockedApplicant(principal.accountId, async (tx) => {
      const found = await access.ownDependent(dependentId, principal.accountId, tx);
      await check(found, settings, tx);
      await repository.updateDependent(found.id, answer, tx);
      const action = 'custody' in answer ? 'household.dependent-custody' : 'household.dependent-house';
      const before = 'custody' in answer ? { custody: found.custody } : { houseId: found.houseId };
      await audit.record(actorOf(principal, ctx), { action, entity: 'dependent', entityId: found.id, before, after: answer }, tx);
      return reload(found.id, principal.accountId, settings, tx);
    });
  }

  async function addDependent(
    principal: Principal,
    input: SaveRelative & { nin: string; birthDate: string },
    ctx: RequestContext,
  ): Promise<Dependent> {
    const applicantAccountId = principal.accountId;
    // The registry is outside: ask it before the transaction takes the household's lock.
    const record = await civilRegistry.lookup(input.nin, input.birthDate);
    const settings = await readSettings();
    const codes = settings.relationshipCodes;
    return access.asLockedApplicant(applicantAccountId, async (tx, head) => {
      const inputErrors: DomainFieldError[] = [];
      if (!codes.has(input.relationship)) inputErrors.push({ field: 'body.relationship', code: 'invalid_value' });
      if (input.houseId !== null && !(await access.ownHouse(input.houseId, applicantAccountId, tx))) {
        inputErrors.push({ field: 'body.houseId', code: 'house_unknown' });
      }
      if (input.nin === head.nin) inputErrors.push({ field: 'body.nin', code: 'dependent_is_applicant' });
      if (inputErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors: inputErrors });

      // A person already on record keeps their record: the birth date must match it as well as the registry.
      const known = await repository.findPersonByNin(input.nin, tx);
      if (!record || (known && known.birthDate !== input.birthDate)) {
        // Each field says why: the form shows field messages, and "not valid" alone would not tell what to check.
        throw new DomainError('IDENTITY_NOT_CONFIRMED', {
          fieldErrors: [
            { field: 'body.nin', code: 'identity_not_confirmed' },
            { field: 'body.birthDate', code: 'identity_not_confirmed' },
          ],
        });
      }
      if (known && (await repository.isActiveDependent(applicantAccountId, known.id, tx))) throw new DomainError('DEPENDENT_ALREADY_ADDED');

      const others = await repository.listDependents(applicantAccountId, tx);
      const fieldErrors = relationshipErrors('body.relationship', input.relationship, codes, known?.gender ?? record.gender, head.gender);
      if (fieldErrors.length === 0) fieldErrors.push(...limitErrors('body.relationship', input.relationship, others, settings));
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const personRow = known ?? (await repository.ensurePerson(record, tx));
      const id = await repository.insertDependent(
        { applicantAccountId, personId: personRow.id, relationship: input.relationship, houseId: input.houseId },
        tx,
      );
      const hasAccount = (await repository.liveAccountOf(personRow.id, tx)) !== null;
      let confirmationId: string | null = null;
      if (needsConfirmation({ birthDate: personRow.birthDate, hasAccount }, settings)) {
        confirmationId = await repository.insertConfirmation(
          { applicantAccountId, dependentPersonId: personRow.id, relationship: input.relationship, status: 'PENDING', dependentId: id },
          tx,
        );
      }
      await audit.record(
        actorOf(principal, ctx),
        {
          action: 'household.dependent-add',
          entity: 'dependent',
          entityId: id,
          after: { personId: personRow.id, relationship: input.relationship, houseId: input.houseId, confirmationId },
        },
        tx,
      );
      return reload(id, applicantAccountId, settings, tx);
    });
  }

  async function changeDependent(principal: Principal, id: string, input: SaveRelative, ctx: RequestContext): Promise<Dependent> {
    const applicantAccountId = principal.accountId;
    const settings = await readSettings();
    const codes = settings.relationshipCodes;
    return access.asLockedApplicant(applicantAccountId, async (tx, head) => {
      const found = await access.ownDependent(id, applicantAccountId, tx);
      const fieldErrors: DomainFieldError[] = [];
      // The identity is the registry's: it travels as null, and may be repeated but never changed.
      if (input.nin !== null && input.nin !== found.nin) fieldErrors.push({ field: 'body.nin', code: 'dependent_identity_immutable' });
      if (input.birthDate !== null && input.birthDate !== found.birthDate)
        fieldErrors.push({ field: 'body.birthDate', code: 'dependent_identity_immutable' });
      const relationshipChanged = input.relationship !== found.relationship;
      if (relationshipChanged) {
        const errors = relationshipErrors('body.relationship', input.relationship, codes, found.gender, head.gender);
        const others = (await repository.listDependents(applicantAccountId, tx)).filter((other) => other.id !== found.id);
        fieldErrors.push(...(errors.length > 0 ? errors : limitErrors('body.relationship', input.relationship, others, settings)));
      }
      if (input.houseId !== null && !(await access.ownHouse(input.houseId, applicantAccountId, tx))) {
        fieldErrors.push({ field: 'body.houseId', code: 'house_unknown' });
      }
      if (fieldErrors.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const context = await today(applicantAccountId, settings, tx);
      const keepsCustody = custodyRequired(
        { relationship: input.relationship, birthDate: found.birthDate, headSocialStatus: context.headSocialStatus },
        context.today,
        context.adultAge,
      );
      const custody = keepsCustody ? found.custody : null;
      await repository.updateDependent(found.id, { relationship: input.relationship, houseId: input.houseId, custody }, tx);

      // The dependent confirmed (or rejected) a relationship that is no longer the declared one: ask again.
      let canceled: string[] = [];
      let confirmationId: string | null = null;
      let endedDelegations: string[] = [];
      if (relationshipChanged) {
        canceled = await repository.cancelConfirmations(found.id, ['PENDING', 'CONFIRMED', 'REJECTED'], tx);
        // A stand-in was chosen for the relationship the back office knew: a new one ends the delegation.
        endedDelegations = await delegations.end({ applicantAccountId, standInPersonId: found.personId }, 'RELATIONSHIP_CHANGED', tx);
      }
      const stillCurrent = !relationshipChanged && found.relationStatus !== null;
      if (!stillCurrent && needsConfirmation(found, settings)) {
        confirmationId = await repository.insertConfirmation(
          {
            applicantAccountId,
            dependentPersonId: found.personId,
            relationship: input.relationship,
            status: 'PENDING',
            dependentId: found.id,
          },
          tx,
        );
      }
      await audit.record(
        actorOf(principal, ctx),
        {
          action: 'household.dependent-update',
          entity: 'dependent',
          entityId: found.id,
          before: { relationship: found.relationship, houseId: found.houseId, custody: found.custody },
          after: {
            relationship: input.relationship,
            houseId: input.houseId,
            custody,
            canceledConfirmations: canceled,
            confirmationId,
            endedDelegations,
          },
        },
        tx,
      );
      return reload(found.id, applicantAccountId, settings, tx);
    });
  }

  return {
    /** The active dependents, oldest first, with their relation confirmation and what is still to answer. */
    async loadDependents(principal: Principal): Promise<Dependent[]> {
      const settings = await readSettings();
      const [rows, context] = await Promise.all([repository.listDependents(principal.accountId), today(principal.accountId, settings)]);
      return rows.map((row) => toDependent(row, context));
    },

    /** Without id: add a person the civil registry confirms. With id: change the relationship or the house. */
    saveRelative(principal: Principal, input: SaveRelative, ctx: RequestContext): Promise<Dependent> {
      if (input.id !== null) return changeDependent(principal, input.id, input, ctx);
      const { nin, birthDate } = input;
      // The contract demands both when there is no id; this only tells the compiler.
      if (nin === null || birthDate === null) throw new DomainError('VALIDATION_FAILED');
      return addDependent(principal, { ...input, nin, birthDate }, ctx);
    },

    async saveCustody(principal: Principal, input: SaveCustody, ctx: RequestContext): Promise<Dependent> {
      const custodyApplies = async (found: DependentView, settings: HouseholdSettings, tx: Database) => {
        const context = await today(principal.accountId, settings, tx);
        const required = custodyRequired(
          { relationship: found.relationship, birthDate: found.birthDate, headSocialStatus: context.headSocialStatus },
          context.today,
          context.adultAge,
        );
        if (!required) {
          throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.custody', code: 'custody_not_applicable' }] });
        }
      };
      return saveAnswer(principal, input.dependentId, { custody: input.custody }, custodyApplies, ctx);
    },

    async saveHouseResident(principal: Principal, input: SaveHouseResident, ctx: RequestContext): Promise<Dependent> {
      const houseIsOwn = async (_found: DependentView, _settings: HouseholdSettings, tx: Database) => {
        if (!(await access.ownHouse(input.houseId, principal.accountId, tx))) {
          throw new DomainError('VALIDATION_FAILED', { fieldErrors: [{ field: 'body.houseId', code: 'house_unknown' }] });
        }
      };
      return saveAnswer(principal, input.dependentId, { houseId: input.houseId }, houseIsOwn, ctx);
    },

    /** Whether deleteDependent would succeed now, with each reason in the caller's language. */
    async validateDeleteDependent(principal: Principal, input: DependentRef, ctx: RequestContext): Promise<ValidateDelete> {
      const found = await access.ownDependent(input.id, principal.accountId);
      const cycle = await repository.openCycleOf(found.id);
      if (!cycle) return { canDelete: true, reasons: [] };
      const code = 'DEPENDENT_IN_OPEN_CYCLE';
      return {
        canDelete: false,
        reasons: [{ code, message: formatMessage(errorCodes[code].message[ctx.language], { period: cycle.period }) }],
      };
    },

    /** Kept for the record (status REMOVED); a relation still waiting for the dependent's answer is canceled. */
    async deleteDependent(principal: Principal, input: DependentRef, ctx: RequestContext): Promise<{ success: true }> {
      await access.asLockedApplicant(principal.accountId, async (tx) => {
        const found = await access.ownDependent(input.id, principal.accountId, tx);
        const cycle = await repository.openCycleOf(found.id, tx);
        if (cycle) throw new DomainError('DEPENDENT_IN_OPEN_CYCLE', { values: { period: cycle.period } });
        const removedAt = clock.now();
        await repository.updateDependent(found.id, { status: 'REMOVED', removedAt }, tx);
        const canceled = await repository.cancelConfirmations(found.id, ['PENDING'], tx);
        const endedDelegations = await delegations.end(
          { applicantAccountId: principal.accountId, standInPersonId: found.personId },
          'DEPENDENT_REMOVED',
          tx,
        );
        const before = { status: 'ACTIVE', relationship: found.relationship, houseId: found.houseId };
        const after = { status: 'REMOVED', removedAt: removedAt.toISOString(), canceledConfirmations: canceled, endedDelegations };
        await audit.record(
          actorOf(principal, ctx),
          { action: 'household.dependent-remove', entity: 'dependent', entityId: found.id, before, after },
          tx,
        );
      });
      return { success: true };
    },
  };
}
export type DependentsService = ReturnType<typeof createDependentsService>;
