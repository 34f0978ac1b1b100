import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';

/** Whether one tab of a profile is complete, in words (the colour only repeats them). */
export function CompletionBadge({ done, size = 'sm' }: { done: boolean; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge component="span" color={done ? 'green' : 'orange'} variant="light" size={size} data-done={done} data-testid="completion-badge">
      {done ? t('profile.badge.done') : t('profile.badge.open')}
    </Badge>
  );
}
