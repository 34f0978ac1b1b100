import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';

/**
 * What a part of the flow shows around its reads: its content once they are in, a failure with a retry, else a
 * loading line for screen readers (the shell's overlay covers the page meanwhile).
 */
export function LoadState({
  failed,
  loaded,
  retry,
  children,
}: {
  failed: boolean;
  loaded: boolean;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded) return <>{children}</>;
  if (failed) {
    return <LoadFailed testId="flow-load-failed" onRetry={retry} />;
  }
  return (
    <Text role="status" aria-live="polite">
      {t('shell.loading')}
    </Text>
  );
}
