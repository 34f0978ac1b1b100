import '@mantine/core/styles/Input.css';
import { NativeSelect, Stack } from '@mantine/core';
import type { AttachmentSummary, Dependent } from '@sanad/contract';
import { useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { UploadField, uploadInputId, type UploadTarget } from '../../../components/upload/upload-field.tsx';
import { UploadLeaveGuard, useUploadGate } from '../../../components/upload/upload-gate.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';

/** The choice of the person a document is about: the applicant (an empty value) or one of their dependents. */
const applicantValue = '';

const fieldId = 'attachment-upload';

/**
 * Upload new documents: their type (the `documentType` lookup), who they are about (the applicant or one of their
 * dependents), then the files. The upload field asks for the type before it sends anything. Files chosen and not
 * stored (failed, on their way, never sent) keep the page from being left without a question; staying shows why at
 * the top of the section and at the field (spec §5 validFiles). A document deleted from the list (`removed`) leaves
 * the upload list too.
 */
export function UploadDocuments({
  dependents,
  onUploaded,
  removed,
}: {
  dependents: readonly Dependent[];
  onUploaded: (attachment: AttachmentSummary) => void;
  removed?: readonly string[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [documentType, setDocumentType] = useState('');
  const [about, setAbout] = useState(applicantValue);
  const [typeMissing, setTypeMissing] = useState(false);
  const typeRef = useRef<HTMLSelectElement>(null);
  const gate = useUploadGate(uploadInputId(fieldId));

  const target: UploadTarget | null =
    documentType === '' ? null : { kind: 'attachment', documentType, personId: about === applicantValue ? null : about };

  const people = [
    { value: applicantValue, label: t('attachments.upload.aboutYou') },
    ...dependents.map((dependent) => ({ value: dependent.id, label: nameIn(dependent, language) || dependent.maskedNin })),
  ];

  return (
    <Stack gap="md">
      <ErrorSummary errors={gate.summary} attempt={gate.attempt} />
      <LookupSelect
        ref={typeRef}
        id="attachment-document-type"
        label={t('attachments.upload.documentType')}
        group="documentType"
        value={documentType}
        required
        error={typeMissing ? t('attachments.upload.documentTypeRequired') : undefined}
        onChange={(event) => {
          setDocumentType(event.currentTarget.value);
          setTypeMissing(false);
        }}
        data-testid="attachment-document-type"
      />
      {dependents.length > 0 ? (
        // Not a lookup: the applicant comes first and is chosen already, so there is no empty "Choose" option.
        <NativeSelect
          id="attachment-about"
          label={t('attachments.upload.about')}
          description={t('attachments.upload.aboutHint')}
          data={people}
          value={about}
          onChange={(event) => setAbout(event.currentTarget.value)}
          data-testid="attachment-about"
        />
      ) : null}
      <UploadField
        id={fieldId}
        label={t('attachments.upload.field')}
        target={target}
        onTargetMissing={() => {
          setTypeMissing(true);
          typeRef.current?.focus();
        }}
        onUploaded={onUploaded}
        onChange={gate.onChange}
        error={gate.error}
        removed={removed}
      />
      <UploadLeaveGuard hold={gate.hold} onStay={gate.check} />
    </Stack>
  );
}
