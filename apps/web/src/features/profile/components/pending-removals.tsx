import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';

/** How many stored rows the user removed: they are deleted only on save, so the screen says they are pending. */
export function PendingRemovals({ count, testId }: { count: number; testId: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Text size="sm" data-testid={testId}>
      {t('profile.list.pendingRemovals', { count })}
    </Text>
  );
}
