import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { createOfficeNames } from './visit-mappers.ts';
import { createVisitOfficeService } from './visit-office.service.ts';
import { createVisitRepository } from './visit.repository.ts';
import { createVisitsService } from './visits.service.ts';

export interface VisitServicesDeps {
  db: Database;
  parameters: Pick<ParameterService, 'get'>;
  lookups: Pick<LookupService, 'group'>;
  audit: AuditService;
  clock: Clock;
}

/** The visit module's services, built once by the composition root (and by the demo seed) from one repository. */
export function createVisitServices(deps: VisitServicesDeps) {
  const { db, parameters, lookups, audit, clock } = deps;
  const repository = createVisitRepository(db);
  const visits = createVisitsService({ db, repository, parameters, officeNames: createOfficeNames(lookups), audit, clock });
  const visitOffice = createVisitOfficeService({ db, repository, lookups, audit, clock, detailsOf: visits.detailsOf });
  return { visits, visitOffice };
}
