import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { LtrText } from '../../../components/ltr-text.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { decideIamRequest, refreshDevTools, useOutbox } from '../api/dev-api.ts';
import { DemoAccountsSection } from '../components/demo-accounts-section.tsx';
import classes from './outbox.screen.module.css';

/**
 * Demo tools (routed only in demo mode): what a tester's phone, mailbox and identity app would show. SMS codes and
 * e-mail links come from the outbox tables of the local adapters, and pending single sign-on requests can be
 * approved or rejected here as the person would in the identity provider's app.
 */
export function OutboxScreen() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const [mobile, setMobile] = useState<string | undefined>(undefined);
  const { data: outbox, failed, error } = useOutbox(mobile);
  const failure = failed ? error : null;
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  // The outboxes and the demo accounts are asked again; a failure shows where it happened.
  const refresh = () => void refreshDevTools().catch(() => undefined);

  const applyFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMobile(filter.trim() === '' ? undefined : filter.trim());
  };

  const decide = async (transId: string, approve: boolean) => {
    try {
      await decideIamRequest(transId, approve);
      toasts.show({ type: 'success', message: approve ? t('devOutbox.iam.approved') : t('devOutbox.iam.rejected') });
      refresh();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    }
  };

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(new Date(iso));

  return (
    <Stack gap="lg" data-testid="dev-outbox-screen">
      <PageHeading>{t('devOutbox.title')}</PageHeading>
      <Alert color="yellow" title={t('devOutbox.demoTitle')}>
        {t('devOutbox.demo')}
      </Alert>
      <div className={formClasses.actions}>
        <Button onClick={refresh} data-testid="dev-outbox-refresh">
          {t('devOutbox.refresh')}
        </Button>
      </div>
      {failure ? (
        <Alert color="red" title={t('devOutbox.loadFailed')} role="alert">
          {errorMessage(failure, fallback)}
        </Alert>
      ) : null}

      <DemoAccountsSection />

      <section className={formClasses.card} aria-labelledby="dev-iam-title" data-testid="dev-iam">
        <h2 id="dev-iam-title" className={formClasses.sectionTitle}>
          {t('devOutbox.iam.title')}
        </h2>
        <Text size="sm" mb="sm">
          {t('devOutbox.iam.intro')}
        </Text>
        {outbox && outbox.iam.length === 0 ? <Text>{t('devOutbox.iam.none')}</Text> : null}
        <ul className={classes.requests}>
          {outbox?.iam.map((request) => (
            <li key={request.transId} className={classes.request} data-testid="dev-iam-request">
              <Text>
                {t('devOutbox.iam.request', { username: request.username })} · {time(request.createdAt)}
              </Text>
              <Text>
                {t('devOutbox.iam.number')}{' '}
                <strong className={classes.random} dir="ltr">
                  {request.random}
                </strong>
              </Text>
              <div className={formClasses.actions}>
                <Button size="sm" onClick={() => void decide(request.transId, true)} data-testid="dev-iam-approve">
                  {t('devOutbox.iam.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  color="red"
                  onClick={() => void decide(request.transId, false)}
                  data-testid="dev-iam-reject"
                >
                  {t('devOutbox.iam.reject')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={formClasses.card} aria-labelledby="dev-sms-title" data-testid="dev-sms">
        <h2 id="dev-sms-title" className={formClasses.sectionTitle}>
          {t('devOutbox.sms.title')}
        </h2>
        <form className={classes.filter} onSubmit={applyFilter}>
          <TextInput
            id="dev-sms-mobile"
            label={t('devOutbox.sms.filter')}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            inputMode="tel"
            classNames={{ input: formClasses.ltr }}
          />
          <Button type="submit" variant="default">
            {t('devOutbox.sms.apply')}
          </Button>
        </form>
        {outbox && outbox.sms.length === 0 ? <Text>{t('devOutbox.empty')}</Text> : null}
        {outbox && outbox.sms.length > 0 ? (
          <div className={classes.tableWrap}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('devOutbox.sms.time')}</Table.Th>
                  <Table.Th scope="col">{t('devOutbox.sms.mobile')}</Table.Th>
                  <Table.Th scope="col">{t('devOutbox.sms.code')}</Table.Th>
                  <Table.Th scope="col">{t('devOutbox.sms.text')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {outbox.sms.map((message, index) => (
                  <Table.Tr key={`${message.createdAt}-${index}`} data-testid="dev-sms-row">
                    <Table.Td>{time(message.createdAt)}</Table.Td>
                    <Table.Td>
                      <LtrText>{message.mobile}</LtrText>
                    </Table.Td>
                    <Table.Td>
                      <strong dir="ltr">{message.code ?? '—'}</strong>
                    </Table.Td>
                    <Table.Td>{message.text}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : null}
      </section>

      <section className={formClasses.card} aria-labelledby="dev-email-title" data-testid="dev-email">
        <h2 id="dev-email-title" className={formClasses.sectionTitle}>
          {t('devOutbox.email.title')}
        </h2>
        {outbox && outbox.emails.length === 0 ? <Text>{t('devOutbox.empty')}</Text> : null}
        <ul className={classes.requests}>
          {outbox?.emails.map((message, index) => (
            <li key={`${message.createdAt}-${index}`} className={classes.request} data-testid="dev-email-row">
              <Text fw={700}>{message.subject}</Text>
              <Text size="sm">
                <LtrText>{message.to}</LtrText> · {time(message.createdAt)}
              </Text>
              <Text size="sm" className={classes.emailText}>
                {message.text}
              </Text>
              {message.link ? (
                <a className={formClasses.link} href={message.link} data-testid="dev-email-link">
                  {t('devOutbox.email.open')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
