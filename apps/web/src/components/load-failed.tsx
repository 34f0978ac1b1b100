import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n.tsx';

/** A read that failed (spec §8: the screen goes on with nothing), with a way to try again. */
/** `compact` for a panel inside a page rather than the page's own content. */
export function LoadFailed({ onRetry, testId, compact = false }: { onRetry: () => void; testId: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('common.loadFailed')}</Text>
        <Button variant="default" size={compact ? 'xs' : undefined} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
