import type { ApplicationDetails, ApplicationSummary } from '@sanad/contract';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { actsOnBehalf, type Principal } from '../../platform/principal.ts';
import type { ParameterService } from '../parameter/parameter.service.ts';
import { toDetails, toSummary } from './application-mappers.ts';
import type { ApplicationRepository, ApplicationWithProgram } from './application.repository.ts';

/**
 * How the reads and the writes answer with applications: summaries with their counts and the actions the caller may
 * take, and the details screen. Ids from the client are looked up within the caller's applications only (404).
 */
export function createApplicationViews(deps: { db: Database; repository: ApplicationRepository; parameters: ParameterService }) {
  const { db, repository, parameters } = deps;

  async function summaries(principal: Principal, rows: ApplicationWithProgram[], tx: Database = db): Promise<ApplicationSummary[]> {
    const counts = await repository.countsOf(
      rows.map((row) => row.application.id),
      tx,
    );
    const standIn = actsOnBehalf(principal);
    return rows.map((row) => {
      const found = counts.get(row.application.id);
      if (!found) throw new Error(`no counts for application ${row.application.id}`);
      return toSummary(row, found, standIn);
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
