// The modal's stylesheets, as the confirm dialog loads them.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { AttachmentSummary } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Replace the file of a stored document (POST updateAttachment): one new file, checked and sent by the upload field.
 * The server refuses a document a submitted application relies on; its reason shows under the file.
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
  return (
    <Modal
      opened={attachment !== null}
      onClose={onClose}
      title={attachment ? t('attachments.replace.title', { name: attachment.fileName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {attachment ? (
        <Stack gap="md" data-testid="replace-dialog">
          <Text>{t('attachments.replace.body')}</Text>
          <UploadField
            id={`replace-${attachment.id}`}
            label={t('attachments.replace.field')}
            target={{ kind: 'replace', attachmentId: attachment.id }}
            multiple={false}
            onUploaded={onReplaced}
            testId="replace-upload"
          />
          <div className={formClasses.actions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Modal>
  );
}
