import { Button } from '@mantine/core';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The foot of a step: continue (the step's own test id) and back, in the order the other forms use. */
export function StepActions({
  onNext,
  onBack,
  busy = false,
  nextTestId,
}: {
  onNext: () => void;
  onBack: () => void;
  busy?: boolean;
  nextTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={formClasses.actions}>
      <Button onClick={onNext} disabled={busy} data-testid={nextTestId}>
        {t('common.continue')}
      </Button>
      <Button variant="default" onClick={onBack}>
        {t('common.back')}
      </Button>
    </div>
  );
}
