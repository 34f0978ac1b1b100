import { tracksAllowed, type Disability, type TamkeenClassification, type TamkeenTrack } from '@sanad/contract';
import { ageOn } from '../household/household-rules.ts';

/** What the unified profile says that the classification reads (decision 070): each part may be missing. */
export interface ClassificationFacts {
  birthDate: string;
  /** Today in Riyadh, ISO. */
  today: string;
  /** The personal tab's disabilities (empty when none or not filled in). */
  disabilities: readonly Disability[];
  /** The education tab's "currently studying" (false when not filled in). */
  currentlyStudying: boolean;
  /** The labor tab's status code, null when not filled in. */
  laborStatus: string | null;
}

/** Disabilities that call for treatment or rehabilitation before work, whatever their severity. */
const treatmentDisabilities = new Set(['PSYCHIATRIC']);

/**
 * Tamkeen's classification (decision 067, refined by 070): outside 18–60 or a full-time student → EXEMPT; a severe
 * disability (one that prevents any work) → NOT_ABLE; a health or rehabilitation need (a moderate disability, a
 * psychiatric disorder, or the labor tab's "unable to work") → TREATABLE; else ABLE_TO_WORK.
 */
export function classify(facts: ClassificationFacts): TamkeenClassification {
  const age = ageOn(facts.birthDate, facts.today);
  if (age < 18 || age > 60) return 'EXEMPT';
  if (facts.currentlyStudying || facts.laborStatus === 'STUDENT') return 'EXEMPT';
  if (facts.disabilities.some((d) => d.severity === 'SEVERE')) return 'NOT_ABLE';
  const needsTreatment =
    facts.laborStatus === 'UNABLE_TO_WORK' ||
    facts.disabilities.some((d) => d.severity === 'MODERATE' || treatmentDisabilities.has(d.code));
  return needsTreatment ? 'TREATABLE' : 'ABLE_TO_WORK';
}

/** The track a new classification starts on: the first it allows, none for NOT_ABLE and EXEMPT. */
export const firstTrack = (classification: TamkeenClassification): TamkeenTrack | null => tracksAllowed[classification][0] ?? null;
