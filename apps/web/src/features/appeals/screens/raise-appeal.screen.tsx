import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { paymentCodeAppealReasons, raiseAppealSchema, type AttachmentSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appealPath, applicationTabPath, paths } from '../../../app/paths.ts';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { hasAuthority, useSession } from '../../../lib/session.ts';
import { raiseAppeal, useRequiredDocs } from '../api/appeals-api.ts';
import { appealReasonName } from '../components/appeal-reason.ts';
import { AppealDocumentsField, documentsInputId } from '../components/appeal-documents-field.tsx';

const subjectTypes = ['CYCLE', 'HOUSE', 'DEPENDENT', 'PAYMENT'] as const;
type SubjectType = (typeof subjectTypes)[number];
const isSubjectType = (value: string | null): value is SubjectType => subjectTypes.some((type) => type === value);

/**
 * Raising an appeal (decision 060) on what the query names: `type` (CYCLE, HOUSE, DEPENDENT or PAYMENT),
 * `application`, `reason`, and `period`, `house`, `dependent` or `payment` as the type needs; the eligibility tab and
 * the payments link here. The applicant says why and uploads the documents the reason needs (one field per type,
 * through the attachment module); the server checks everything again. Sent, the appeal opens in the appeals list.
 */
export function RaiseAppealScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const application = params.get('application');
  const reason = params.get('reason') || null;
  const allowed = hasAuthority(session, 'APPLICANT') || hasAuthority(session, 'WHITE_LISTED_APPLICANT');
  // A payment's reason is the applicant's to choose (spec §5: MSG08.7 or MSG08.8); the others come from the month.
  const choosesReason = allowed && type === 'PAYMENT' && application !== null;
  const complete = allowed && isSubjectType(type) && application !== null && reason !== null;
  const needed = useRequiredDocs(complete ? reason : null);

  return (
    <Stack gap="lg" data-testid="raise-appeal-screen">
      <PageHeading>{t('appeals.raise.title')}</PageHeading>
      {complete || choosesReason ? (
        <>
          <section className={formClasses.card} aria-labelledby="raise-appeal-subject">
            <h2 id="raise-appeal-subject" className={formClasses.sectionTitle}>
              {t(`appeals.subject.${type}`)}
            </h2>
            {params.get('period') ? (
              <Text>
                {t('appeals.raise.month')} <PeriodText period={params.get('period') ?? ''} />
              </Text>
            ) : null}
            {choosesReason ? (
              <NativeSelect
                id="appeal-payment-reason"
                label={t('appeals.raise.paymentReason')}
                data={[
                  { value: '', label: t('appeals.raise.chooseReason') },
                  ...paymentCodeAppealReasons.map((code) => ({ value: code, label: appealReasonName(code, t, language) })),
                ]}
                value={reason ?? ''}
                onChange={(event) => {
                  const next = new URLSearchParams(params);
                  next.set('reason', event.currentTarget.value);
                  setParams(next, { replace: true });
                }}
                data-testid="raise-appeal-payment-reason"
              />
            ) : (
              <Text data-testid="raise-appeal-reason">
                {t('appeals.raise.reason')} {appealReasonName(reason ?? '', t, language)}
              </Text>
            )}
          </section>
          {complete ? (
            <ReadState state={needed} loading={t('appeals.loading')} failedTestId="raise-appeal-docs-failed">
              {(docs) => <RaiseForm key={reason} type={type} application={application} reason={reason} needed={docs} params={params} />}
            </ReadState>
          ) : null}
        </>
      ) : (
        <Alert color="blue" data-testid="raise-appeal-not-possible">
          {t('appeals.raise.notPossible')}
        </Alert>
      )}
      <div>
        <Button
          component={Link}
          to={application ? applicationTabPath(application, type === 'PAYMENT' ? 'payments' : 'eligibility') : paths.home}
          variant="default"
        >
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}

function RaiseForm({
  type,
  application,
  reason,
  needed,
  params,
}: {
  type: SubjectType;
  application: string;
  reason: string;
  needed: ReadonlyArray<{ documentType: string; name: string }>;
  params: URLSearchParams;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [uploaded, setUploaded] = useState<readonly AttachmentSummary[]>([]);
  const optional = (key: string) => params.get(key) ?? null;
  const form = useForm({
    ids: { description: 'appeal-description', documents: documentsInputId('appeal') },
    initial: { description: '', documents: '' },
    schema: raiseAppealSchema,
    toInput: (values) => ({
      subjectType: type,
      applicationId: application,
      period: optional('period'),
      houseId: optional('house'),
      dependentId: optional('dependent'),
      paymentId: optional('payment'),
      reasonCode: reason,
      description: values.description,
      appealMap: { attachmentIds: uploaded.map((file) => file.id) },
    }),
    rename: (field) => (field.startsWith('appealMap') ? 'documents' : null),
    validate: () => {
      const missing = needed.filter((doc) => !uploaded.some((file) => file.documentType === doc.documentType));
      return {
        documents:
          missing.length > 0
            ? t('appeals.documents.missing', { names: missing.map((doc) => doc.name).join(language === 'ar' ? '، ' : ', ') })
            : undefined,
      };
    },
  });
  const submit = form.onSubmit(async (body) => {
    const raised = await raiseAppeal(body);
    void navigate(appealPath(raised.id));
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={formClasses.card} data-testid="raise-appeal-form">
      <Stack gap="md">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <Textarea
          {...form.input('description')}
          label={t('appeals.raise.description')}
          description={t('appeals.raise.descriptionHint')}
          required
          rows={5}
          maxLength={1000}
        />
        <AppealDocumentsField idPrefix="appeal" needed={needed} error={form.errorOf('documents')} onChange={setUploaded} />
        <div>
          <Button type="submit" disabled={form.sending} data-testid="raise-appeal-submit">
            {t('appeals.raise.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
