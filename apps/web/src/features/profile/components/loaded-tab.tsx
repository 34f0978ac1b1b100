import type { ReactNode } from 'react';
import type { CallOptions } from '../../../lib/api-client.ts';
import { useTabData } from '../form-support.ts';
import type { AnyProfileStatus, Saved } from '../profile-api.ts';
import { LoadFailed, TabLoading } from './load-state.tsx';

/**
 * A tab's data: loads it when the tab opens, shows the wait or the failure (with a retry), then renders `children`
 * with the data and `applySaved`, which takes what a save answered: the tab shows the stored data from then on and
 * the screen gets the profile's new status. `applySaved` returns the stored data for the form to reset to.
 * `load` must keep its identity between renders (see `useTabData`).
 */
export function LoadedTab<D>({
  load,
  onStatus,
  children,
}: {
  load: (options: CallOptions) => Promise<D>;
  onStatus: (status: AnyProfileStatus) => void;
  children: (data: D, applySaved: (saved: Saved<D>) => D) => ReactNode;
}) {
  const { state, retry, setData } = useTabData(load);
  if (state.kind === 'loading') return <TabLoading />;
  if (state.kind === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  const applySaved = (saved: Saved<D>) => {
    setData(saved.data);
    onStatus(saved.status);
    return saved.data;
  };
  return children(state.data, applySaved);
}
