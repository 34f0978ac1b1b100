import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { complaintReplySchema, type AttachmentSummary, type ComplaintDetails, type ComplaintHistoryItem } from '@sanad/contract';
import { useEffect, useRef, useState } from 'react';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { PeriodText } from '../../../components/cycle/period-text.tsx';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { UploadField } from '../../../components/upload/upload-field.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { answerComplaint } from '../api/complaints-api.ts';
import { ComplaintStatusTag } from './complaint-status-tag.tsx';

/**
 * One payment complaint: its number, status, payment, category and words, the clock, the files, the case worker's
 * question (answered here while NEED_INFO) or answer, and the history. Its heading takes focus when opened.
 */
export function ComplaintDetailsSection({ complaint, back }: { complaint: ComplaintDetails; back: React.ReactNode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [complaint.id]);
  const historyColumns: DataColumn<ComplaintHistoryItem>[] = [
    { key: 'at', header: t('complaints.history.at'), cell: (row) => <DateText iso={row.at} withTime /> },
    { key: 'to', header: t('complaints.history.to'), cell: (row) => <ComplaintStatusTag status={row.to} /> },
    { key: 'by', header: t('complaints.history.by'), cell: (row) => t(`complaints.history.who.${row.by}`) },
    { key: 'comment', header: t('complaints.history.comment'), cell: (row) => row.comment ?? '—' },
  ];
  return (
    <section className={formClasses.card} aria-labelledby="complaint-details-title" data-testid="complaint-details">
      <Stack gap="md">
        <h2 id="complaint-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t('complaints.details.title')} <CodeText code={complaint.paymentComplainNbr} />
        </h2>
        <div>
          <ComplaintStatusTag status={complaint.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('complaints.list.payment')}</dt>
          <dd>
            <CodeText code={complaint.payment.code} /> — <PeriodText period={complaint.payment.period} /> —{' '}
            <MoneyText halalas={complaint.payment.amount} />
          </dd>
          <dt>{t('complaints.list.category')}</dt>
          <dd>{complaint.category.name}</dd>
          <dt>{t('complaints.details.description')}</dt>
          <dd>{complaint.description}</dd>
          <dt>{t('complaints.list.clock')}</dt>
          <dd>
            <ServiceClockText clock={complaint.clock} wording="complaints.clock" testId="complaint-clock" />
          </dd>
          <dt>{t('complaints.details.files')}</dt>
          <dd data-testid="complaint-files">
            {complaint.files.length === 0 ? '—' : complaint.files.map((file) => file.fileName).join(language === 'ar' ? '، ' : ', ')}
          </dd>
          {complaint.resolution ? (
            <>
              <dt>{t(complaint.status === 'REJECTED' ? 'complaints.details.reason' : 'complaints.details.answer')}</dt>
              <dd data-testid="complaint-resolution">{complaint.resolution}</dd>
            </>
          ) : null}
        </dl>
        {complaint.status === 'NEED_INFO' ? <ReplyForm complaint={complaint} /> : null}
        <div>
          <h3 className={formClasses.sectionTitle}>{t('complaints.history.title')}</h3>
          <DataTable
            caption={t('complaints.history.caption')}
            columns={historyColumns}
            rows={complaint.history}
            rowKey={(row) => `${row.at}-${row.to}`}
            empty={t('complaints.history.empty')}
            testId="complaint-history"
          />
        </div>
        <div>{back}</div>
      </Stack>
    </section>
  );
}

/** The answer to the case worker's question, with files, sent with updatePaymentComplainRequest. */
function ReplyForm({ complaint }: { complaint: ComplaintDetails }) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<readonly AttachmentSummary[]>([]);
  const form = useForm({
    ids: { reply: 'complaint-reply' },
    initial: { reply: '' },
    schema: complaintReplySchema,
    toInput: (values) => ({
      paymentComplainNbr: complaint.paymentComplainNbr,
      reply: values.reply,
      paymentComplainMap: { attachmentIds: uploaded.map((file) => file.id) },
    }),
  });
  const submit = form.onSubmit(async (body) => {
    await answerComplaint(body);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="complaint-reply-form">
      <Stack gap="md">
        <Alert color="blue" title={t('complaints.reply.question')} data-testid="complaint-info-request">
          {complaint.infoRequest}
        </Alert>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <Textarea {...form.input('reply')} label={t('complaints.reply.answer')} required rows={4} maxLength={1000} />
        <UploadField
          id="complaint-reply-files"
          label={t('complaints.files')}
          target={{ kind: 'attachment', documentType: 'OTHER', personId: null }}
          onChange={(state) => setUploaded(state.uploaded)}
          testId="complaint-reply-files"
        />
        <div>
          <Button type="submit" disabled={form.sending} data-testid="complaint-reply-submit">
            {t('complaints.reply.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
