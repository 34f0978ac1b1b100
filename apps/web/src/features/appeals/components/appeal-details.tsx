import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { appealStatus, type AppealDetails, type AppealHistoryItem, type AttachmentSummary } from '@sanad/contract';
import { useEffect, useRef, useState } from 'react';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { cancelAppeal, sendNeededDocuments } from '../api/appeals-api.ts';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import { AppealDocumentsField, documentsInputId } from './appeal-documents-field.tsx';
import { appealReasonName } from './appeal-reason.ts';
import { AppealStatusTag } from './appeal-status-tag.tsx';

/**
 * One appeal (spec §3 "Appeal"): its number, status, subject, reason and words, the clock, the documents needed and
 * attached, the decision with its payment, and its history. Waiting for documents, it takes them (updateNeededDocuments);
 * NEW, it may be withdrawn. Its heading takes focus when opened.
 */
export function AppealDetailsSection({ appeal, back }: { appeal: AppealDetails; back: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [appeal.id]);
  const historyColumns: DataColumn<AppealHistoryItem>[] = [
    { key: 'at', header: t('appeals.history.at'), cell: (row) => <DateText iso={row.at} withTime /> },
    { key: 'to', header: t('appeals.history.to'), cell: (row) => <AppealStatusTag status={row.to} /> },
    { key: 'by', header: t('appeals.history.by'), cell: (row) => t(`appeals.history.who.${row.by}`) },
    { key: 'comment', header: t('appeals.history.comment'), cell: (row) => row.comment ?? '—' },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="appeal-details-title" data-testid="appeal-details">
      <Stack gap="md">
        <h2 id="appeal-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t('appeals.details.title')} <CodeText code={appeal.appealNbr} />
        </h2>
        <div>
          <AppealStatusTag status={appeal.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('appeals.list.subject')}</dt>
          <dd>
            {t(`appeals.subject.${appeal.subject.type}`)}
            {appeal.subject.period ? (
              <>
                {' — '}
                <PeriodText period={appeal.subject.period} />
              </>
            ) : null}
            {appeal.subject.paymentCode ? (
              <>
                {' '}
                <CodeText code={appeal.subject.paymentCode} />
              </>
            ) : null}
          </dd>
          <dt>{t('appeals.list.reason')}</dt>
          <dd>{appeal.reason.message || appealReasonName(appeal.reason.code, t, language)}</dd>
          <dt>{t('appeals.details.description')}</dt>
          <dd>{appeal.description}</dd>
          <dt>{t('appeals.list.clock')}</dt>
          <dd>
            <ServiceClockText clock={appeal.clock} wording="appeals.clock" testId="appeal-clock" />
          </dd>
          <dt>{t('appeals.details.documents')}</dt>
          <dd data-testid="appeal-files">
            {appeal.files.length === 0 ? '—' : appeal.files.map((file) => file.fileName).join(language === 'ar' ? '، ' : ', ')}
          </dd>
          {appeal.decisionComment ? (
            <>
              <dt>{t('appeals.details.comment')}</dt>
              <dd data-testid="appeal-comment">{appeal.decisionComment}</dd>
            </>
          ) : null}
          {appeal.additionalPayment ? (
            <>
              <dt>{t('appeals.details.payment')}</dt>
              <dd data-testid="appeal-payment">
                <MoneyText halalas={appeal.additionalPayment.amount} /> <CodeText code={appeal.additionalPayment.code} /> (
                {t(`appeals.details.paymentStatus.${appeal.additionalPayment.status}`)})
              </dd>
            </>
          ) : null}
        </dl>
        {appeal.status === appealStatus.NEED_DOCUMENT ? <NeededDocumentsForm appeal={appeal} /> : null}
        {appeal.status === appealStatus.NEW ? <CancelAppeal id={appeal.id} /> : null}
        <div>
          <h3 className={formClasses.sectionTitle}>{t('appeals.history.title')}</h3>
          <DataTable
            caption={t('appeals.history.caption')}
            columns={historyColumns}
            rows={appeal.history}
            rowKey={(row) => `${row.at}-${row.to}`}
            empty={t('appeals.history.empty')}
            testId="appeal-history"
          />
        </div>
        <div>{back}</div>
      </Stack>
    </section>
  );
}

/** The documents a case worker asked for, sent with updateNeededDocuments. */
function NeededDocumentsForm({ appeal }: { appeal: AppealDetails }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [uploaded, setUploaded] = useState<readonly AttachmentSummary[]>([]);
  const needed = appeal.neededDocumentsList;
  const form = useForm({
    ids: { documents: documentsInputId('appeal-reply') },
    initial: { documents: '' },
    validate: () => {
      const missing = needed.filter((doc) => !uploaded.some((file) => file.documentType === doc.documentType));
      if (uploaded.length === 0 || missing.length > 0) {
        const names = (missing.length > 0 ? missing : needed).map((doc) => doc.name).join(language === 'ar' ? '، ' : ', ');
        return { documents: t('appeals.documents.missing', { names }) };
      }
      return {};
    },
  });
  const submit = form.onSubmit(async () => {
    await sendNeededDocuments({ appealNbr: appeal.appealNbr, appealMap: { attachmentIds: uploaded.map((file) => file.id) } });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="appeal-reply-form">
      <Stack gap="md">
        <Alert color="blue">{t('appeals.reply.intro')}</Alert>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <AppealDocumentsField idPrefix="appeal-reply" needed={needed} error={form.errorOf('documents')} onChange={setUploaded} />
        <div>
          <Button type="submit" disabled={form.sending} data-testid="appeal-reply-submit">
            {t('appeals.reply.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Withdraws an appeal nobody has taken yet. */
function CancelAppeal({ id }: { id: string }) {
  const { t } = useTranslation();
  const form = useForm({ ids: {}, initial: {} });
  const submit = form.onSubmit(async () => {
    await cancelAppeal(id);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="appeal-cancel-form">
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <Text size="sm" mb="xs">
        {t('appeals.cancel.hint')}
      </Text>
      <Button type="submit" variant="default" color="red" disabled={form.sending} data-testid="appeal-cancel">
        {t('appeals.cancel.submit')}
      </Button>
    </form>
  );
}
