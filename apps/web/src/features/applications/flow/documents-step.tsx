import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DocumentsPanel } from './documents-panel.tsx';
import { StepActions } from './step-actions.tsx';

/** Step 4, "Documents": the files that support the application, uploaded one type at a time. */
export function DocumentsStep({ applicationId, onBack, onNext }: { applicationId: string; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('applicationFlow.documents.intro')}</Text>
      <DocumentsPanel applicationId={applicationId} />
      <StepActions onNext={onNext} onBack={onBack} nextTestId="documents-next" />
    </Stack>
  );
}
