import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { EligibilityOutcome } from '@sanad/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import formClasses from '../form/form.module.css';

/** A month's outcome for a house, an application or a person: eligible in green, not eligible in red, in words. */
export function OutcomeBadge({ outcome, testId = 'cycle-outcome' }: { outcome: EligibilityOutcome; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={outcome === 'ELIGIBLE' ? 'green' : 'red'} variant="light" className={formClasses.wrapBadge} data-testid={testId}>
      {t(`cycle.outcome.${outcome}`)}
    </Badge>
  );
}
