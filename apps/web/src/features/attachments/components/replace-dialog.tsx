// The modal's stylesheets, as the confirm dialog loads them.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { AttachmentSummary } from '@sanad/contract';
import { useState } from 'react';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { UploadField, uploadInputId } from '../../../components/upload/upload-field.tsx';
import { UploadLeaveDialog, useUploadGate } from '../../../components/upload/upload-gate.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Replace the file of a stored document (POST updateAttachment): one new file, checked and sent by the upload field.
 * The server refuses a document a submitted application relies on; its reason shows under the file. Closing the
 * dialog while the new file is not stored (refused, on its way, or never sent) asks first; staying shows why at the
 * top and at the field (spec §5 validFiles).
 */
export function ReplaceDialog({
  attachment,
  onReplaced,
  onClose,
}: {
  attachment: AttachmentSummary | null;
  onReplaced: (replaced: AttachmentSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = attachment ? `replace-${attachment.id}` : 'replace';
  const gate = useUploadGate(uploadInputId(fieldId));
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    if (gate.hold !== null) setLeaving(true);
    else onClose();
  };
  return (
    <Modal
      opened={attachment !== null}
      onClose={close}
      title={attachment ? t('attachments.replace.title', { name: attachment.fileName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {attachment ? (
        <Stack gap="md" data-testid="replace-dialog">
          <ErrorSummary errors={gate.summary} attempt={gate.attempt} />
          <Text>{t('attachments.replace.body')}</Text>
          <UploadField
            id={fieldId}
            label={t('attachments.replace.field')}
            target={{ kind: 'replace', attachmentId: attachment.id }}
            multiple={false}
            onUploaded={onReplaced}
            onChange={gate.onChange}
            error={gate.error}
            testId="replace-upload"
          />
          <div className={formClasses.actions}>
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
          </div>
        </Stack>
      ) : null}
      <UploadLeaveDialog
        hold={gate.hold}
        opened={leaving}
        onStay={() => {
          setLeaving(false);
          gate.check();
        }}
        onLeave={() => {
          setLeaving(false);
          onClose();
        }}
      />
    </Modal>
  );
}
