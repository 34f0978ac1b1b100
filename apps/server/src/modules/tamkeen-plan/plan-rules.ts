import type { TamkeenPlanActionInput, TamkeenPlanActionStatus } from '@sanad/contract';

/** The next status of an action, or null when the step is not allowed: ACCEPT needs PENDING, DONE needs ACCEPTED. */
export function nextActionStatus(
  current: TamkeenPlanActionStatus,
  action: TamkeenPlanActionInput['action'],
): TamkeenPlanActionStatus | null {
  if (action === 'ACCEPT') return current === 'PENDING' ? 'ACCEPTED' : null;
  return current === 'ACCEPTED' ? 'DONE' : null;
}
