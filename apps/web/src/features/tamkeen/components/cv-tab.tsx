import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Radio, Stack, Text } from '@mantine/core';
import { cvDocumentType, type AbleToWorkTabsStatus, type TamkeenCv } from '@sanad/contract';
import { useState } from 'react';
import formClasses from '../../../components/form/form.module.css';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { saveCv } from '../api/tamkeen-api.ts';

/**
 * The CV tab: a file uploaded through the attachment module as a document of type CV (then named to the profile), or
 * the CV the portal will build from the profile. Only an applicant may upload (the attachment module's rule); anyone
 * may choose the generated CV.
 */
export function CvTab({ cv, onSaved }: { cv: TamkeenCv; onSaved: (status: AbleToWorkTabsStatus) => void }) {
  const { t } = useTranslation();
  const canUpload = hasAuthority(useSession(), 'APPLICANT');
  const [choice, setChoice] = useState<'UPLOADED' | 'GENERATED'>(cv.choice ?? (canUpload ? 'UPLOADED' : 'GENERATED'));
  const [sending, setSending] = useState(false);

  const send = async (body: Parameters<typeof saveCv>[0]) => {
    setSending(true);
    try {
      onSaved(await saveCv(body));
      toasts.show({ type: 'success', message: t('tamkeen.profile.saved') });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={formClasses.card} aria-labelledby="tamkeen-cv-title" data-testid="tamkeen-cv">
      <h3 id="tamkeen-cv-title" className={formClasses.sectionTitle}>
        {t('tamkeen.formTitle.attachment')}
      </h3>
      <Stack gap="md">
        <Text data-testid="tamkeen-cv-current">
          {cv.choice === 'UPLOADED' && cv.attachment
            ? t('tamkeen.cv.currentUploaded', { name: cv.attachment.fileName })
            : cv.choice === 'GENERATED'
              ? t('tamkeen.cv.currentGenerated')
              : t('tamkeen.cv.currentNone')}
        </Text>
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(value === 'GENERATED' ? 'GENERATED' : 'UPLOADED')}
          label={t('tamkeen.cv.question')}
        >
          <Stack gap="xs" mt="xs">
            {canUpload ? <Radio value="UPLOADED" label={t('tamkeen.cv.upload')} id="tamkeen-cv-upload" /> : null}
            <Radio value="GENERATED" label={t('tamkeen.cv.generated')} id="tamkeen-cv-generated" />
          </Stack>
        </Radio.Group>
        {choice === 'UPLOADED' && canUpload ? (
          <UploadField
            id="tamkeen-cv-file"
            label={t('tamkeen.cv.file')}
            description={t('tamkeen.cv.fileHint')}
            target={{ kind: 'attachment', documentType: cvDocumentType, personId: null }}
            multiple={false}
            onUploaded={(attachment) => void send({ choice: 'UPLOADED', attachmentId: attachment.id })}
            testId="tamkeen-cv-upload-field"
          />
        ) : (
          <div className={formClasses.actions}>
            <Button onClick={() => void send({ choice: 'GENERATED' })} disabled={sending} data-testid="tamkeen-cv-generated-save">
              {t('tamkeen.cv.useGenerated')}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}
