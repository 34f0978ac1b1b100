import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { AttachmentSummary } from '@sanad/contract';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { deleteAttachment, downloadAttachment, reloadAttachments, useAttachments, useDependents } from '../api/attachments-api.ts';
import { AttachmentsTable } from '../components/attachments-table.tsx';
import { ReplaceDialog } from '../components/replace-dialog.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { UploadDocuments } from '../components/upload-documents.tsx';
import { ApplicantOnlyNotice } from '../../../components/applicant-only-notice.tsx';

/**
 * The user's documents (spec §2 /attachments): every file they uploaded with its type, whom it is about, its size, date
 * and the applications using it; download, replace and delete each one; upload new ones about themselves or a
 * dependent. Only an applicant keeps documents: anyone else is told so and no applicant-only call is made (a 403
 * would end their session).
 */
export function AttachmentsScreen() {
  const { t } = useTranslation();
  const applicant = hasAuthority(useSession(), 'APPLICANT');
  const list = useAttachments(applicant);
  // Whom a document may be about; without the list the applicant can still upload their own documents.
  const dependents = useDependents(applicant).data ?? [];
  const [replacing, setReplacing] = useState<AttachmentSummary | null>(null);
  const [deleting, setDeleting] = useState<AttachmentSummary | null>(null);
  const [deleted, setDeleted] = useState<readonly string[]>([]);
  const [downloading, setDownloading] = useState<string | null>(null);
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  const refresh = async () => {
    try {
      await reloadAttachments();
    } catch {
      toasts.show({ type: 'error', message: t('common.loadFailed') });
    }
  };

  const download = async (attachment: AttachmentSummary) => {
    if (downloading) return;
    setDownloading(attachment.id);
    try {
      saveFile(await downloadAttachment(attachment.id), attachment.fileName);
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { ...fallback, unexpected: t('attachments.downloadFailed') }) });
    } finally {
      setDownloading(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const { id, fileName: name } = deleting;
    try {
      await deleteAttachment(id);
      setDeleted((ids) => [...ids, id]);
      toasts.show({ type: 'success', message: t('attachments.delete.done', { name }) });
      setDeleting(null);
      await refresh();
    } catch (error) {
      setDeleting(null);
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    }
  };

  const replaced = (attachment: AttachmentSummary) => {
    setReplacing(null);
    toasts.show({ type: 'success', message: t('attachments.replace.done', { name: attachment.fileName }) });
    void refresh();
  };

  if (!applicant) {
    return (
      <ApplicantOnlyNotice
        backTo={paths.home}
        screenTestId="attachments"
        title={t('attachments.title')}
        message={t('attachments.notApplicant')}
      />
    );
  }

  return (
    <Stack gap="lg" data-testid="attachments-screen">
      <PageHeading>{t('attachments.title')}</PageHeading>
      <Text>{t('attachments.intro')}</Text>

      <section className={formClasses.card} aria-labelledby="attachments-upload-title">
        <h2 id="attachments-upload-title" className={formClasses.sectionTitle}>
          {t('attachments.upload.title')}
        </h2>
        <UploadDocuments
          dependents={dependents}
          removed={deleted}
          onUploaded={(attachment) => {
            toasts.show({ type: 'success', message: t('attachments.upload.uploaded', { name: attachment.fileName }) });
            void refresh();
          }}
        />
      </section>

      <section className={formClasses.card} aria-labelledby="attachments-list-title">
        <h2 id="attachments-list-title" className={formClasses.sectionTitle}>
          {t('attachments.list.title')}
        </h2>
        {list.data ? (
          <AttachmentsTable
            attachments={list.data}
            dependents={dependents}
            downloading={downloading}
            onDownload={(attachment) => void download(attachment)}
            onReplace={setReplacing}
            onDelete={setDeleting}
          />
        ) : list.failed ? (
          <Alert color="red" data-testid="attachments-load-failed">
            <Stack gap="sm" align="flex-start">
              <Text>{errorMessage(list.error, fallback)}</Text>
              <Button variant="default" onClick={list.retry}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Text aria-live="polite">{t('shell.loading')}</Text>
        )}
      </section>

      <ReplaceDialog attachment={replacing} onReplaced={replaced} onClose={() => setReplacing(null)} />

      <ConfirmDialog
        opened={deleting !== null}
        title={t('attachments.delete.title')}
        confirmLabel={t('attachments.delete.confirm')}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t('attachments.delete.body', { name: deleting.fileName }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
