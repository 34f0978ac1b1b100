import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import { PageHeading } from '../../components/page-heading.tsx';

/**
 * Shown in place of a screen that failed to load or render. The usual cause is a screen chunk that no longer
 * exists after a new release, which a reload fixes.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="md">
      <PageHeading>{t('errors.route.title')}</PageHeading>
      <Text>{t('errors.route.body')}</Text>
      <Button onClick={() => window.location.reload()}>{t('errors.route.reload')}</Button>
    </Stack>
  );
}
