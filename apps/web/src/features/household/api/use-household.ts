import type { Dependent, House } from '@sanad/contract';
import { routes } from 'virtual:sanad-routes';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';

export interface Household {
  houses: House[];
  dependents: Dependent[];
}

async function fetchHousehold(signal?: AbortSignal): Promise<Household> {
  const [houses, dependents] = await Promise.all([
    callApi(routes.household.loadHouses, undefined, { signal }),
    callApi(routes.household.loadDependents, undefined, { signal }),
  ]);
  return { houses, dependents };
}

/**
 * The applicant's houses and dependents, loaded together because each list explains the other (how many live in a
 * house, which house a dependent lives in). `reload` after any change: the server recounts residents and
 * re-derives custody and relation states, so the screen never guesses them.
 */
export function useHousehold(enabled: boolean) {
  const [household, setHousehold] = useState<Household | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setHousehold(await fetchHousehold());
      setFailed(false);
    } catch (error) {
      setFailed(true);
      throw error;
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchHousehold(controller.signal)
      .then(setHousehold)
      .catch(() => {
        // Shown as the screen's load error, with a retry button (an abort on leaving shows nothing: unmounted).
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [enabled]);

  return { household, failed, reload };
}
