import { reapplyKindValues, type ApplicationStatus, type DependentOutcome, type HouseOutcome, type ReapplyKind } from '@sanad/contract';
import { canTransition, isClosedStatus } from './application-transitions.ts';

/**
 * When manual reapply applies (DOMAIN.md "Manual reapply"; docs/decisions/048-application-selection.md), as pure rules
 * shared by the reapply endpoints, which refuse what they do not allow, and the application summary, which lists the
 * variants open now (`reapplyKinds`) and offers MANUAL_REAPPLY only then.
 */

/** The outcome a subject must carry for each variant about a house or a dependent. */
export const reapplyOutcomes = {
  INELIGIBLE_HOUSE: 'INELIGIBLE',
  DECLINED_HOUSE: 'DECLINED',
  INELIGIBLE_DEPENDENT: 'INELIGIBLE',
} as const satisfies Record<Exclude<ReapplyKind, 'APPLICATION'>, HouseOutcome | DependentOutcome>;

/**
 * Whether a variant may be asked for about one subject, before the once-a-cycle test: the application reapply while
 * the transition table allows MANUAL_REAPPLY (INELIGIBLE); a house or dependent one on an application not closed, for
 * a subject carrying the outcome of the variant.
 */
export function reapplyApplies(kind: ReapplyKind, status: ApplicationStatus, outcome: HouseOutcome | DependentOutcome | null): boolean {
  if (kind === 'APPLICATION') return canTransition(status, 'MANUAL_REAPPLY');
  return !isClosedStatus(status) && outcome === reapplyOutcomes[kind];
}

/** What the variants of one application depend on. */
export interface ReapplyFacts {
  status: ApplicationStatus;
  /** Its selected houses still live, with their outcome. */
  houses: Array<{ id: string; outcome: HouseOutcome | null }>;
  /** Its selected dependents still active, with their outcome. */
  dependents: Array<{ id: string; outcome: DependentOutcome | null }>;
  /** The requests already made this cycle. */
  requested: Array<{ kind: ReapplyKind; subjectId: string }>;
}

/**
 * The variants open now, in `reapplyKindValues` order: each while some subject of it applies and was not already asked
 * for this cycle (the application's subject is the application itself).
 */
export function reapplyKindsNow(applicationId: string, facts: ReapplyFacts): ReapplyKind[] {
  const asked = new Set(facts.requested.map((request) => `${request.kind} ${request.subjectId}`));
  const subjects: Record<ReapplyKind, Array<{ id: string; outcome: HouseOutcome | DependentOutcome | null }>> = {
    APPLICATION: [{ id: applicationId, outcome: null }],
    INELIGIBLE_HOUSE: facts.houses,
    DECLINED_HOUSE: facts.houses,
    INELIGIBLE_DEPENDENT: facts.dependents,
  };
  return reapplyKindValues.filter((kind) =>
    subjects[kind].some((subject) => reapplyApplies(kind, facts.status, subject.outcome) && !asked.has(`${kind} ${subject.id}`)),
  );
}
