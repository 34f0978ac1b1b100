import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { createComplaintSchema, type AttachmentSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applicationTabPath, complaintPath, paths } from '../../../app/paths.ts';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { createComplaint } from '../api/complaints-api.ts';

/**
 * A complaint about one payment (decision 062), opened from its row on the payments tab with `application`, `payment`
 * and `code` in the query: the category (complaint-category lookup), the words and any files (through the attachment
 * module). The server checks everything again; a refusal shows its error text (spec §8) in the form's summary.
 */
export function NewComplaintScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const application = params.get('application');
  const payment = params.get('payment');
  const allowed = hasAuthority(session, 'APPLICANT') || hasAuthority(session, 'WHITE_LISTED_APPLICANT');
  const [uploaded, setUploaded] = useState<readonly AttachmentSummary[]>([]);
  const form = useForm({
    ids: { category: 'complaint-category', description: 'complaint-description' },
    initial: { category: '', description: '' },
    schema: createComplaintSchema,
    toInput: (values) => ({
      paymentId: payment ?? '',
      category: values.category,
      description: values.description,
      paymentComplainMap: { attachmentIds: uploaded.map((file) => file.id) },
    }),
  });
  const submit = form.onSubmit(async (body) => {
    const made = await createComplaint(body);
    void navigate(complaintPath(made.id));
  });

  return (
    <Stack gap="lg" data-testid="new-complaint-screen">
      <PageHeading>{t('complaints.new.title')}</PageHeading>
      {allowed && payment ? (
        <form noValidate onSubmit={(event) => void submit(event)} className={formClasses.card} data-testid="new-complaint-form">
          <Stack gap="md">
            <Text>
              {t('complaints.new.payment')} <CodeText code={params.get('code') ?? ''} />
            </Text>
            <ErrorSummary errors={form.summary} attempt={form.attempt} />
            <LookupSelect {...form.select('category')} group="complaintCategory" label={t('complaints.list.category')} required />
            <Textarea
              {...form.input('description')}
              label={t('complaints.details.description')}
              description={t('complaints.new.descriptionHint')}
              required
              rows={5}
              maxLength={1000}
            />
            <UploadField
              id="complaint-files"
              label={t('complaints.files')}
              target={{ kind: 'attachment', documentType: 'OTHER', personId: null }}
              onChange={(state) => setUploaded(state.uploaded)}
              testId="complaint-files"
            />
            <div>
              <Button type="submit" disabled={form.sending} data-testid="new-complaint-submit">
                {t('complaints.new.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      ) : (
        <Alert color="blue" data-testid="new-complaint-not-possible">
          {t('complaints.new.notPossible')}
        </Alert>
      )}
      <div>
        <Button component={Link} to={application ? applicationTabPath(application, 'payments') : paths.home} variant="default">
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}
