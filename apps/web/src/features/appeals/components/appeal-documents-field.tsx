import { Stack } from '@mantine/core';
import type { AttachmentSummary, RequiredDocument } from '@sanad/contract';
import { useRef } from 'react';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The id of the first document field's file input: the error summary links there. */
export const documentsInputId = (idPrefix: string) => `${idPrefix}-doc-0-input`;

/**
 * The documents an appeal needs, one upload field per document type (each file is stored through the attachment
 * module as that type), and one for any other document. Reports the stored files' ids and the types still missing.
 */
export function AppealDocumentsField({
  idPrefix,
  needed,
  error,
  onChange,
}: {
  idPrefix: string;
  needed: readonly RequiredDocument[];
  error?: string | undefined;
  onChange: (uploaded: readonly AttachmentSummary[]) => void;
}) {
  const { t } = useTranslation();
  // The files of each field: kept in a ref, since only the parent renders what they add up to.
  const byField = useRef<Record<number, readonly AttachmentSummary[]>>({});
  const fields = [
    ...needed.map((doc) => ({ type: doc.documentType, label: doc.name })),
    { type: 'OTHER', label: t('appeals.documents.other') },
  ];
  return (
    <Stack gap="md" data-testid="appeal-documents">
      {fields.map((field, index) => (
        <UploadField
          key={`${field.type}-${index}`}
          id={`${idPrefix}-doc-${index}`}
          label={index < needed.length ? t('appeals.documents.needed', { name: field.label }) : field.label}
          target={{ kind: 'attachment', documentType: field.type, personId: null }}
          error={index === 0 ? error : undefined}
          onChange={(state) => {
            byField.current = { ...byField.current, [index]: state.uploaded };
            onChange(Object.values(byField.current).flat());
          }}
          testId={`appeal-document-${field.type}`}
        />
      ))}
    </Stack>
  );
}
