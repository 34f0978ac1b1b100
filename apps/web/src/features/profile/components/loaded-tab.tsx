import type { ReactNode } from 'react';
import { useQuery, type EndpointQuery, type EndpointState } from '../../../lib/server-state.ts';
import type { AnyProfileStatus, Saved } from '../api/profile-api.ts';
import { LoadFailed, TabLoading } from './load-state.tsx';

interface TabContentProps<D> {
  onStatus: (status: AnyProfileStatus) => void;
  children: (data: D, applySaved: (saved: Saved<D>) => D) => ReactNode;
}

/**
 * A tab's data: read when the tab opens, the wait or the failure (with a retry) shown, then `children` rendered with
 * the data and `applySaved`, which takes what a save answered: the tab shows the stored data from then on and the
 * screen gets the profile's new status. `applySaved` returns the stored data for the form to reset to.
 */
export function LoadedTab<D>({ load, ...props }: TabContentProps<D> & { load: EndpointQuery<D> }) {
  const state = useQuery(load);
  return <TabContent state={state} {...props} />;
}

/** The same for a tab that shows more than one read (`state` put together from them). */
export function TabContent<D>({
  state,
  onStatus,
  children,
}: TabContentProps<D> & { state: Pick<EndpointState<D>, 'data' | 'failed' | 'error' | 'retry' | 'setData'> }) {
  if (state.data === undefined) return state.failed ? <LoadFailed error={state.error} onRetry={state.retry} /> : <TabLoading />;
  const applySaved = (saved: Saved<D>) => {
    state.setData(saved.data);
    onStatus(saved.status);
    return saved.data;
  };
  return children(state.data, applySaved);
}
