import { Button, Stack } from '@mantine/core';
import type { AttachmentSummary } from '@sanad/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { formatFileSize } from '../../../components/upload/file-size.ts';
import { UploadField, uploadInputId, type UploadFieldState } from '../../../components/upload/upload-field.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupItems, lookupName } from '../../../lib/lookups.ts';
import { reloadDocuments, removeDocument, useApplicationDocuments } from '../api/application-flow-api.ts';
import { LoadState } from './load-state.tsx';

/** The id of the panel's file input, for an error summary's link (`idPrefix` as given to the panel). */
export const documentsInputId = (idPrefix: string) => uploadInputId(`${idPrefix}-upload`);

/**
 * An application's documents: the type of the next file (from the documentType lookup, or only the types a case
 * worker asked for), the upload field bound to upload/{application}/{type}, and the documents attached so far, each
 * removable after a confirmation (the file stays among the applicant's attachments; the upload list forgets it). Used
 * by the documents step and by "edit documents", which read the field's state (`onUploadChange`) before going on and
 * say why not at the field (`uploadError`).
 */
export function DocumentsPanel({
  applicationId,
  types,
  removable = true,
  idPrefix = 'documents',
  onUploadChange,
  uploadError,
}: {
  applicationId: string;
  /** The document types offered; every type of the lookup when not given. */
  types?: readonly string[];
  removable?: boolean;
  idPrefix?: string;
  onUploadChange?: (state: UploadFieldState) => void;
  uploadError?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const documents = useApplicationDocuments(applicationId);
  const [documentType, setDocumentType] = useState(types?.length === 1 ? (types[0] ?? '') : '');
  const [typeError, setTypeError] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<AttachmentSummary | null>(null);
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const items = types ? lookupItems('documentType').filter((item) => types.includes(item.code)) : undefined;
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  const remove = async () => {
    if (!removing) return;
    const document = removing;
    try {
      await removeDocument(applicationId, document.id);
      setRemoved((ids) => [...ids, document.id]);
      toasts.show({ type: 'success', message: t('applicationFlow.documents.removed', { name: document.fileName }) });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="md">
      <LookupSelect
        id={`${idPrefix}-type`}
        group="documentType"
        items={items}
        value={documentType}
        onChange={(event) => {
          setDocumentType(event.currentTarget.value);
          setTypeError(undefined);
        }}
        label={t('applicationFlow.documents.type')}
        error={typeError}
        required
        data-testid="document-type"
      />
      <UploadField
        id={`${idPrefix}-upload`}
        label={t('applicationFlow.documents.upload')}
        target={documentType === '' ? null : { kind: 'application', applicationId, documentType }}
        onTargetMissing={() => setTypeError(t('applicationFlow.documents.typeFirst'))}
        onUploaded={() => void reloadDocuments().catch(() => undefined)}
        onChange={onUploadChange}
        error={uploadError}
        removed={removed}
      />
      <LoadState failed={documents.failed} loaded={documents.data !== undefined} retry={documents.retry}>
        <DataTable
          caption={t('applicationFlow.documents.listCaption')}
          rows={documents.data ?? []}
          rowKey={(document) => document.id}
          empty={t('applicationFlow.documents.empty')}
          testId="application-documents"
          columns={[
            { key: 'type', header: t('applicationFlow.documents.type'), cell: (d) => lookupName('documentType', d.documentType, language) },
            { key: 'name', header: t('applicationFlow.documents.fileName'), cell: (d) => <bdi>{d.fileName}</bdi> },
            { key: 'size', header: t('applicationFlow.documents.size'), cell: (d) => formatFileSize(d.sizeBytes, language) },
            { key: 'date', header: t('applicationFlow.documents.date'), cell: (d) => <DateText iso={d.createdAt} /> },
            ...(removable
              ? [
                  {
                    key: 'remove',
                    header: t('applicationFlow.documents.actions'),
                    cell: (d: AttachmentSummary) => (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={removing !== null}
                        onClick={() => setRemoving(d)}
                        aria-label={t('applicationFlow.documents.removeNamed', { name: d.fileName })}
                        data-testid="document-remove"
                      >
                        {t('applicationFlow.documents.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </LoadState>
      <ConfirmDialog
        opened={removing !== null}
        title={t('applicationFlow.documents.removeTitle')}
        confirmLabel={t('applicationFlow.documents.removeConfirm')}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        {removing ? t('applicationFlow.documents.removeBody', { name: removing.fileName }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}
