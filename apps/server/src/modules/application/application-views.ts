import type { ApplicationDetails, ApplicationSummary } from '@sanad/contract';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { actsOnBehalf, type Principal } from '../../platform/principal.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { toDetails, toSummary } from './application-mappers.ts';
import type { ApplicationRepository, ApplicationWithProgram } from './application.repository.ts';
import { reapplyPeriod } from './reapply-period.ts';
import { reapplyKindsNow } from './reapply-rules.ts';

/**
 * How the reads and the writes answer with applications: summaries with their counts, the manual-reapply variants open
 * now and the actions the caller may take, and the details screen. Ids from the client are looked up within the
 * caller's applications only (404). Only an applicant (or a stand-in acting for one) acts; a white-listed applicant
 * reads.
 */
export function createApplicationViews(deps: {
  db: Database;
  repository: ApplicationRepository;
  parameters: ParameterService;
  clock: Clock;
}) {
  const { db, repository, parameters, clock } = deps;

  async function summaries(principal: Principal, rows: ApplicationWithProgram[], tx: Database = db): Promise<ApplicationSummary[]> {
    const ids = rows.map((row) => row.application.id);
    const [counts, reapply] = await Promise.all([
      repository.countsOf(ids, tx),
      repository.reapplyFactsOf(ids, reapplyPeriod(clock.now()), tx),
    ]);
    const standIn = actsOnBehalf(principal);
    const readOnly = !principal.roles.includes('APPLICANT');
    return rows.map((row) => {
      const id = row.application.id;
      const found = counts.get(id);
      const facts = reapply.get(id);
      if (!found || !facts) throw new Error(`no counts for application ${id}`);
      const reapplyKinds = readOnly ? [] : reapplyKindsNow(id, { status: row.application.status, ...facts });
      return toSummary(row, found, { standIn, readOnly, reapplyKinds });
    });
  }

  /** One application of the caller with its program; NOT_FOUND for another's, an unknown or a malformed id. */
  async function own(principal: Principal, id: string, tx: Database = db): Promise<ApplicationWithProgram> {
    const [row] = isUuid(id) ? await repository.listOwn(principal.accountId, tx, id) : [];
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  async function summaryOf(principal: Principal, id: string, tx: Database = db): Promise<ApplicationSummary> {
    const [summary] = await summaries(principal, [await own(principal, id, tx)], tx);
    if (!summary) throw new Error(`no summary for application ${id}`);
    return summary;
  }

  async function detailsOf(principal: Principal, id: string, tx: Database = db): Promise<ApplicationDetails> {
    const row = await own(principal, id, tx);
    const [[summary], request, events, banDays] = await Promise.all([
      summaries(principal, [row], tx),
      repository.openDocumentRequest(id, tx),
      repository.events(id, tx),
      parameters.get('application.withdrawBanDays', tx),
    ]);
    if (!summary) throw new Error(`no summary for application ${id}`);
    return toDetails(summary, row, request, events, banDays);
  }

  return { summaries, own, summaryOf, detailsOf };
}
export type ApplicationViews = ReturnType<typeof createApplicationViews>;
