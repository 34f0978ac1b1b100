import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Log } from '../../platform/logger.ts';
import type { Payments } from '../../platform/payments/payments.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CycleFactsRepository } from '../cycle/cycle-facts.repository.ts';
import type { FactsReaders } from '../cycle/cycle-facts.ts';
import type { EligibilityParametersService } from '../eligibility/eligibility-parameters.service.ts';
import type { BeneficiaryScope } from '../eligibility-history/beneficiary-scope.ts';
import type { EligibilityHistoryRepository } from '../eligibility-history/eligibility-history.repository.ts';
import type { ReasonMessages } from '../eligibility-history/reason-messages.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { createAppealDecisionsService } from './appeal-decisions.service.ts';
import { createAppealWording } from './appeal-mappers.ts';
import { createAppealRaiseService } from './appeal-raise.service.ts';
import { createAppealSettlement } from './appeal-settlement.ts';
import { createAppealSteps } from './appeal-steps.ts';
import { defineAppealJobs } from './appeal.jobs.ts';
import { createAppealRepository } from './appeal.repository.ts';
import { createAppealsService } from './appeals.service.ts';

export interface AppealServicesDeps {
  db: Database;
  scope: BeneficiaryScope;
  parameters: Pick<ParameterService, 'get'>;
  eligibilityParameters: Pick<EligibilityParametersService, 'parametersAt'>;
  lookups: Pick<LookupService, 'group'>;
  reasons: ReasonMessages;
  /** The cycle's fact reader and the application with its head, for the re-evaluation of an approved appeal. */
  readers: FactsReaders;
  facts: Pick<CycleFactsRepository, 'verifiedIbans'>;
  applications: Pick<EligibilityHistoryRepository, 'applicationWithHead'>;
  payments: Payments;
  audit: AuditService;
  jobs: Jobs;
  clock: Clock;
  log: Log;
}

/**
 * The appeal module's services, built once by the composition root from one repository, one step function (the
 * transition table's only writer) and one wording reader; declares the module's jobs on the jobs port.
 */
export function createAppealServices(deps: AppealServicesDeps) {
  const { db, scope, parameters, lookups, audit, clock } = deps;
  const repository = createAppealRepository(db);
  const step = createAppealSteps({ repository, audit });
  const wording = createAppealWording({ lookups, reasons: deps.reasons });
  const appeals = createAppealsService({ db, repository, scope, parameters, wording, step, clock });
  const appealRaise = createAppealRaiseService({ db, repository, scope, parameters, wording, audit, clock, details: appeals.details });
  const settlement = createAppealSettlement({
    repository,
    readers: deps.readers,
    applications: deps.applications,
    ibans: deps.facts,
    parameters: deps.eligibilityParameters,
    payments: deps.payments,
  });
  const appealDecisions = createAppealDecisionsService({
    db,
    repository,
    step,
    settlement,
    parameters,
    lookups,
    audit,
    jobs: deps.jobs,
    clock,
    detailsOf: appeals.detailsOf,
  });
  defineAppealJobs(deps.jobs, appealDecisions, deps.log);
  return { appeals, appealRaise, appealDecisions };
}
