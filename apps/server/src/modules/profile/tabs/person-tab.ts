import type { Database } from '../../../platform/db/database.ts';
import type { DomainFieldError } from '../../../platform/errors.ts';
import type { PersonTab } from '../profile-completion.ts';
import type { ProfileRow } from '../profile.repository.ts';
import type { ValidationContext } from '../tab-validation.ts';

/** What a tab save runs in: the person, their locked profile row, the clock's now and the save's transaction. */
export interface TabSaveContext extends ValidationContext {
  personId: string;
  profile: ProfileRow;
  now: Date;
  tx: Database;
}

/**
 * One tab of a person's profile (applicant or dependent): how it is read, checked and written. The profile service
 * runs validate and save in one transaction, under the profile's row lock, then reads the tab back.
 */
export interface PersonTabService<Input, Data> {
  tab: PersonTab;
  load(personId: string, tx?: Database): Promise<Data>;
  /** Every problem of the input beyond its shape (lookups, dates, stored items). */
  validate(input: Input, context: TabSaveContext): Promise<DomainFieldError[]>;
  /** Writes the input whole; called only when validate found nothing. */
  save(input: Input, context: TabSaveContext): Promise<void>;
}

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
