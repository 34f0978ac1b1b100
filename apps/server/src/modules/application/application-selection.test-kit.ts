import { householdTestApp } from '../household/household-routes.test-kit.ts';
import { createApplicationSelectionRepository } from './application-selection.repository.ts';

/**
 * What the selection, re-sync, reapply and dependent-view route tests share: the household test app, and the
 * factories of applications in the state a test needs with what they count.
 */
export { failure, ok, unknownId } from '../household/household-routes.test-kit.ts';
export { createApplication, selectInto, setStatus } from '../../test/factories/application-selection.factory.ts';
export const base = '/api/application';

/** One app for the calling file, sign-in, and the selection repository for outcomes (written by case workers later). */
export function selectionTestApp() {
  const household = householdTestApp();
  const repository = () => createApplicationSelectionRepository(household.db());
  return { ...household, repository };
}
