import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@sanad/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import formClasses from '../form/form.module.css';

const colors: Record<PaymentStatus, string> = { SCHEDULED: 'blue', PAID: 'green', FAILED: 'red' };

/** Where a payment stands: scheduled for its day, paid, or failed (the bank refused it), in words. */
export function PaymentStatusBadge({ status, testId = 'payment-status' }: { status: PaymentStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" className={formClasses.wrapBadge} data-testid={testId}>
      {t(`cycle.paymentStatus.${status}`)}
    </Badge>
  );
}
