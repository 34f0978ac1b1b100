import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AttachmentFiles } from '../attachment/attachment-files.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { LookupService } from '../lookup/lookup.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { createTicketDecisionsService } from './ticket-decisions.service.ts';
import { createTicketNames } from './ticket-mappers.ts';
import { createTicketSteps } from './ticket-steps.ts';
import { createTicketRepository } from './ticket.repository.ts';
import { createTicketsService } from './tickets.service.ts';

export interface TicketServicesDeps {
  db: Database;
  parameters: Pick<ParameterService, 'get'>;
  lookups: Pick<LookupService, 'children'>;
  otps: Pick<OtpService, 'verify'>;
  files: Pick<AttachmentFiles, 'store' | 'discard' | 'open'>;
  audit: AuditService;
  clock: Clock;
}

/** The ticket module's services, built once by the composition root from one repository and one step function. */
export function createTicketServices(deps: TicketServicesDeps) {
  const { db, parameters, lookups, otps, files, audit, clock } = deps;
  const repository = createTicketRepository(db);
  const step = createTicketSteps({ repository, audit });
  const tickets = createTicketsService({
    db,
    repository,
    parameters,
    lookups,
    names: createTicketNames(lookups),
    step,
    otps,
    files,
    audit,
    clock,
  });
  const ticketDecisions = createTicketDecisionsService({ db, repository, step, clock, detailsOf: tickets.detailsOf });
  return { tickets, ticketDecisions };
}
