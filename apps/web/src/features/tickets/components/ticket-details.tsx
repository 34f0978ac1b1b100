import '@mantine/core/styles/Input.css';
import { Button, Stack, Textarea } from '@mantine/core';
import { ticketReplySchema, type TicketDetails, type TicketHistoryItem } from '@sanad/contract';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CodeText } from '../../../components/cycle/code-text.tsx';
import { ServiceClockText } from '../../../components/cycle/service-clock-text.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import detailsClasses from '../../../components/details-list.module.css';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { LtrText } from '../../../components/ltr-text.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { closeTicket, downloadTicketFile, replyToTicket } from '../api/tickets-api.ts';
import classes from './ticket-details.module.css';
import { TicketStatusTag } from './ticket-status-tag.tsx';

/**
 * One ticket: its number, status, classification and words, the clock, the file, the thread of replies (the reply form
 * while it is not closed) and the history; it may be closed until it is. Its heading takes focus when opened.
 */
export function TicketDetailsSection({ ticket, back }: { ticket: TicketDetails; back: React.ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [closing, setClosing] = useState(false);
  useEffect(() => heading.current?.focus(), [ticket.id]);
  const historyColumns: DataColumn<TicketHistoryItem>[] = [
    { key: 'at', header: t('tickets.history.at'), cell: (row) => <DateText iso={row.at} withTime /> },
    { key: 'to', header: t('tickets.history.to'), cell: (row) => <TicketStatusTag status={row.to} /> },
    { key: 'by', header: t('tickets.history.by'), cell: (row) => t(`tickets.history.who.${row.by}`) },
  ];
  const open = ticket.status !== 'CLOSED';
  const fail = (error: unknown) =>
    toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
  return (
    <section className={formClasses.card} aria-labelledby="ticket-details-title" data-testid="ticket-details">
      <Stack gap="md">
        <h2 id="ticket-details-title" ref={heading} tabIndex={-1} className={formClasses.sectionTitle}>
          {t('tickets.details.title')} <CodeText code={ticket.ticketNumber} />
        </h2>
        <div>
          <TicketStatusTag status={ticket.status} />
        </div>
        <dl className={detailsClasses.details}>
          <dt>{t('tickets.list.type')}</dt>
          <dd>{ticket.ticketType.name}</dd>
          <dt>{t('tickets.list.category')}</dt>
          <dd>
            {ticket.category.name} — {ticket.subCategory.name}
          </dd>
          <dt>{t('tickets.details.description')}</dt>
          {/* The person's own words, in whichever language they wrote them. */}
          <dd dir="auto">{ticket.description}</dd>
          <dt>{t('tickets.details.mobile')}</dt>
          <dd>
            <LtrText>{ticket.maskedMobile}</LtrText>
          </dd>
          <dt>{t('tickets.list.clock')}</dt>
          <dd>
            <ServiceClockText clock={ticket.clock} wording="tickets.clock" testId="ticket-clock" />
          </dd>
          <dt>{t('tickets.details.file')}</dt>
          <dd data-testid="ticket-file">
            {ticket.file ? (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  const file = ticket.file;
                  if (file) void downloadTicketFile(ticket.id).then((blob) => saveFile(blob, file.fileName), fail);
                }}
              >
                {ticket.file.fileName}
              </Button>
            ) : (
              '—'
            )}
          </dd>
        </dl>
        <div>
          <h3 className={formClasses.sectionTitle}>{t('tickets.thread.title')}</h3>
          {ticket.messages.length === 0 ? (
            <p data-testid="ticket-thread-empty">{t('tickets.thread.empty')}</p>
          ) : (
            <ol className={classes.thread} data-testid="ticket-thread">
              {ticket.messages.map((message) => (
                <li key={`${message.at}-${message.by}`} className={classes.message} data-by={message.by} data-testid="ticket-message">
                  <p className={classes.meta}>
                    {t(`tickets.thread.who.${message.by}`)} · <DateText iso={message.at} withTime />
                  </p>
                  <p className={classes.text} dir="auto">
                    {message.text}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
        {open ? <ReplyForm ticket={ticket} /> : null}
        {open ? (
          <div>
            <Button variant="outline" color="red" onClick={() => setClosing(true)} data-testid="ticket-close">
              {t('tickets.close.button')}
            </Button>
            <ConfirmDialog
              opened={closing}
              title={t('tickets.close.title')}
              confirmLabel={t('tickets.close.confirm')}
              onClose={() => setClosing(false)}
              onConfirm={async () => {
                try {
                  await closeTicket({ ticketNumber: ticket.ticketNumber });
                  setClosing(false);
                  toasts.show({ type: 'success', message: t('tickets.close.done') });
                } catch (error) {
                  fail(error);
                }
              }}
            >
              {t('tickets.close.body')}
            </ConfirmDialog>
          </div>
        ) : null}
        <div>
          <h3 className={formClasses.sectionTitle}>{t('tickets.history.title')}</h3>
          <DataTable
            caption={t('tickets.history.caption')}
            columns={historyColumns}
            rows={ticket.history}
            rowKey={(row) => `${row.at}-${row.to}`}
            empty={t('tickets.history.empty')}
            testId="ticket-history"
          />
        </div>
        <div>{back}</div>
      </Stack>
    </section>
  );
}

/** The beneficiary's reply; on an answered ticket it sends it back to the case worker. */
function ReplyForm({ ticket }: { ticket: TicketDetails }) {
  const { t } = useTranslation();
  const form = useForm({
    ids: { reply: 'ticket-reply' },
    initial: { reply: '' },
    schema: ticketReplySchema,
    toInput: (values) => ({ ticketNumber: ticket.ticketNumber, reply: values.reply }),
  });
  const submit = form.onSubmit(async (body) => {
    await replyToTicket(body);
    form.reset({ reply: '' });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="ticket-reply-form">
      <Stack gap="md">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <Textarea
          {...form.input('reply')}
          label={t('tickets.reply.label')}
          description={t(ticket.status === 'ANSWERED' ? 'tickets.reply.hintAnswered' : 'tickets.reply.hint')}
          required
          rows={4}
          maxLength={2000}
        />
        <div>
          <Button type="submit" disabled={form.sending} data-testid="ticket-reply-submit">
            {t('tickets.reply.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
