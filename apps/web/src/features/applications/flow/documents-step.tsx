import { Stack, Text } from '@mantine/core';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { UploadLeaveGuard, useUploadGate } from '../../../components/upload/upload-gate.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DocumentsPanel, documentsInputId } from './documents-panel.tsx';
import { StepActions } from './step-actions.tsx';

const idPrefix = 'documents';

/**
 * Step 4, "Documents": the files that support the application, uploaded one type at a time. Continue waits for the
 * files chosen here: none may have failed, be on its way or wait to be sent (spec §5 validFiles), and the step says
 * which at the top and at the field; leaving by another way (back, a link) asks first.
 */
export function DocumentsStep({ applicationId, onBack, onNext }: { applicationId: string; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const gate = useUploadGate(documentsInputId(idPrefix));
  return (
    <Stack gap="md">
      <ErrorSummary errors={gate.summary} attempt={gate.attempt} />
      <Text>{t('applicationFlow.documents.intro')}</Text>
      <DocumentsPanel applicationId={applicationId} idPrefix={idPrefix} onUploadChange={gate.onChange} uploadError={gate.error} />
      <StepActions
        onNext={() => {
          if (gate.check()) onNext();
        }}
        onBack={onBack}
        nextTestId="documents-next"
      />
      <UploadLeaveGuard hold={gate.hold} onStay={gate.check} />
    </Stack>
  );
}
