import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** Shown while a tab's data loads (the shell's overlay covers the page meanwhile; this says it to screen readers). */
export function TabLoading() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status" data-testid="profile-loading">
      <Loader size="sm" aria-hidden="true" />
      <Text>{t('profile.loading')}</Text>
    </Group>
  );
}

/** A load that failed, with what the server said and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('common.loadFailed')} role="alert" data-testid="profile-load-failed">
      <Text mb="sm">{errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') })}</Text>
      <Button variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
