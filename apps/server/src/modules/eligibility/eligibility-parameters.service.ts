import { classifyIssue, isCalendarDate } from '@sanad/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, type DomainFieldError } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import {
  eligibilityParameterDefinitions,
  isEligibilityParameterKey,
  type EligibilityParameterKey,
  type EligibilityParameterValue,
} from './eligibility-parameter-definitions.ts';
import type { EligibilityParametersRepository, ParameterVersionRow } from './eligibility-parameters.repository.ts';
import type { EligibilityParameters } from './eligibility-types.ts';

/** A new version shows on every instance within this time (this instance's own writes at once). */
const CACHE_MS = 30_000;

export interface EligibilityParametersDeps {
  db: Database;
  repository: EligibilityParametersRepository;
  audit: AuditService;
  now?: () => number;
}

/** The zod issues of a refused value as field errors under `value`, each unexpected key its own field, as the error handler does. */
function valueFieldErrors(issues: readonly z.core.$ZodIssue[]): DomainFieldError[] {
  return issues.flatMap((issue) => {
    const { code, values } = classifyIssue(issue);
    const defined = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
    );
    const base = ['value', ...issue.path.map(String)];
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...base, key]) : [base];
    return paths.map((path) => ({ field: path.join('.'), code, values: defined }));
  });
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The dated parameters (decision 055): what was valid on a day, and new versions that are never retroactive. A version
 * missing or malformed in the database is a deployment fault, reported loudly rather than replaced by a default.
 */
export function createEligibilityParametersService(deps: EligibilityParametersDeps) {
  const { db, repository, audit, now = Date.now } = deps;
  const cache = createTtlCache<'all', ParameterVersionRow[]>(CACHE_MS, now);

  function pick<K extends EligibilityParameterKey>(
    rows: readonly ParameterVersionRow[],
    key: K,
    day: string,
  ): EligibilityParameterValue<K> {
    // Rows come by key then day, and ISO days order as strings: the last one on or before the day is in force.
    const found = rows.findLast((row) => row.key === key && row.validFrom <= day);
    if (!found) throw new Error(`Parameter "${key}" has no version valid on ${day}`);
    const parsed = eligibilityParameterDefinitions[key].schema.safeParse(found.value);
    if (!parsed.success) throw new Error(`Parameter "${key}" valid from ${found.validFrom} is malformed: ${parsed.error.message}`);
    // TypeScript does not narrow the map's entry by a generic key; the schema parsed is the key's own.
    return parsed.data as EligibilityParameterValue<K>;
  }

  /**
   * Every version, kept briefly. Inside a transaction pass it: on the embedded database, whose one connection the
   * transaction holds, a read beside it would wait for ever.
   */
  async function versionsOn(day: string, tx?: Database): Promise<readonly ParameterVersionRow[]> {
    if (!isCalendarDate(day)) throw new Error(`Not a day: "${day}"`);
    return cache.get('all', () => repository.listVersions(tx));
  }

  return {
    /** One dated parameter as valid on `day` (YYYY-MM-DD), e.g. `payment.dayOfMonth` or `ramadan.amounts`. */
    async valueAt<K extends EligibilityParameterKey>(key: K, day: string, tx?: Database): Promise<EligibilityParameterValue<K>> {
      return pick(await versionsOn(day, tx), key, day);
    },

    /** What the eligibility function reads, as valid on `day`: a cycle's first day, or today for FLV and the calculators. */
    async parametersAt(day: string, tx?: Database): Promise<EligibilityParameters> {
      const rows = await versionsOn(day, tx);
      return {
        day,
        standard: pick(rows, 'eligibility.standard', day),
        incomeRules: pick(rows, 'eligibility.incomeRules', day),
        assetLimit: pick(rows, 'eligibility.assetLimit', day),
        minimumPayment: pick(rows, 'eligibility.minimumPayment', day),
        deductionCapPercent: pick(rows, 'payment.deductionCapPercent', day),
        adultAge: pick(rows, 'eligibility.adultAge', day),
      };
    },

    /**
     * An operator's new value of a dated parameter from `validFrom` on (replacing a version of the same day not yet in
     * force), audited. Refused: an unknown key, a day that is not a date or a value its schema refuses (400
     * VALIDATION_FAILED, every field listed), and a day on or before the first day of the latest published cycle
     * (409 PARAMETER_VERSION_RETROACTIVE), whose results must keep being explained by the values they were made with.
     */
    async setVersion(key: string, validFrom: string, value: unknown, actor: Actor): Promise<ParameterVersionRow> {
      const fieldErrors: DomainFieldError[] = [];
      if (!isEligibilityParameterKey(key)) fieldErrors.push({ field: 'key', code: 'invalid_value' });
      if (!isCalendarDate(validFrom)) fieldErrors.push({ field: 'validFrom', code: 'date_format' });
      const parsed = isEligibilityParameterKey(key) ? eligibilityParameterDefinitions[key].schema.safeParse(value) : null;
      if (parsed && !parsed.success) fieldErrors.push(...valueFieldErrors(parsed.error.issues));
      if (fieldErrors.length > 0 || !parsed?.success) throw new DomainError('VALIDATION_FAILED', { fieldErrors });

      const row: ParameterVersionRow = { key, validFrom, value: parsed.data };
      await db.transaction(async (tx) => {
        await repository.lockVersions(tx);
        const published = await repository.latestPublishedCycle(tx);
        if (published && validFrom <= published.firstDay) {
          throw new DomainError('PARAMETER_VERSION_RETROACTIVE', {
            values: { period: published.period, earliest: dayAfter(published.firstDay) },
          });
        }
        const before = await repository.getVersion(key, validFrom, tx);
        await repository.putVersion(row, actor.accountId, tx);
        await audit.record(
          actor,
          { action: 'PARAMETER_VERSION_SET', entity: 'parameter_version', entityId: `${key}@${validFrom}`, before, after: row },
          tx,
        );
      });
      cache.clear();
      return row;
    },
  };
}
export type EligibilityParametersService = ReturnType<typeof createEligibilityParametersService>;
