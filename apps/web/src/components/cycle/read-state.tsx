import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EndpointState } from '../../lib/server-state.ts';
import { LoadFailed } from '../load-failed.tsx';

/**
 * What a panel shows around one read (spec §8): its content once the answer is in, a failure with a way to try again,
 * else a polite loading line (the shell's overlay covers the page meanwhile). A read that answers nothing is the
 * content's to word as an empty state.
 */
export function ReadState<T>({
  state,
  loading,
  failedTestId,
  children,
}: {
  state: Pick<EndpointState<T>, 'data' | 'failed' | 'retry'>;
  loading: string;
  failedTestId: string;
  children: (data: T) => ReactNode;
}) {
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.failed) return <LoadFailed compact onRetry={state.retry} testId={failedTestId} />;
  return <Text aria-live="polite">{loading}</Text>;
}
