import { routes } from 'virtual:sanad-routes';
import { useLanguage } from '../../../lib/language-context.tsx';
import { endpointQuery, inLanguage, useEndpoint, useQuery } from '../../../lib/server-state.ts';

/** The Ramadan reward's reads (ARCHITECTURE rule 16); the reward is paid by the cycles, so there is nothing to send. */

/**
 * Whether the household is eligible for the coming Ramadan's reward, and why in the server's words. They come in the
 * request's language, so the language is part of the read's key: a switch asks again.
 */
export function useRamadanEligibility(enabled: boolean) {
  const { language } = useLanguage();
  return useQuery(enabled ? inLanguage(endpointQuery(routes.ramadan.isEligible), language) : null);
}

/** The rewards paid or scheduled, newest Hijri year first. */
export function useRamadanPayments(enabled: boolean) {
  return useEndpoint(routes.ramadan.payments, undefined, { enabled });
}

/** The members one reward counted, the head first, with their shares; read when its disclosure opens. */
export function useRamadanMembers(rewardId: string, enabled: boolean) {
  return useEndpoint(routes.ramadan.dependents, { params: { id: rewardId } }, { enabled });
}
