import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { createComplaintDecisionsService } from './complaint-decisions.service.ts';
import { createCategoryNames } from './complaint-mappers.ts';
import { createComplaintSteps } from './complaint-steps.ts';
import { createComplaintRepository } from './complaint.repository.ts';
import { createComplaintsService } from './complaints.service.ts';

export interface ComplaintServicesDeps {
  db: Database;
  parameters: Pick<ParameterService, 'get'>;
  lookups: Pick<LookupService, 'group'>;
  audit: AuditService;
  clock: Clock;
}

/** The complaint module's services, built once by the composition root from one repository and one step function. */
export function createComplaintServices(deps: ComplaintServicesDeps) {
  const { db, parameters, lookups, audit, clock } = deps;
  const repository = createComplaintRepository(db);
  const step = createComplaintSteps({ repository, audit });
  const complaints = createComplaintsService({
    db,
    repository,
    parameters,
    lookups,
    categoryNames: createCategoryNames(lookups),
    step,
    audit,
    clock,
  });
  const complaintDecisions = createComplaintDecisionsService({
    db,
    repository,
    step,
    clock,
    parameters,
    detailsOf: complaints.detailsOf,
  });
  return { complaints, complaintDecisions };
}
