import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import type { AccountSession } from '@sanad/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useStepUp } from '../../../components/step-up/use-step-up.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { endOtherSessions, endSession, useSessions } from '../api/account-api.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Chrome 124 on Windows", as far as the browser's user agent told the server. */
export function deviceName(device: AccountSession['device'], t: Translate): string {
  if (!device.browser && !device.os) return t('accountSecurity.sessions.unknownBrowser');
  if (!device.os) return device.browser ?? '';
  return t('accountSecurity.sessions.deviceOn', {
    browser: device.browser ?? t('accountSecurity.sessions.unknownBrowser'),
    os: device.os,
  });
}

type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' };

/**
 * "Signed-in devices" (ASVS 7.5.2): the account's live sessions, this one marked, each other one with a way to end
 * it, and one to end them all. Ending asks first (the person may be ending the session of a phone they are holding),
 * and asks the person to confirm it is them when their last proof is older than the server allows.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const { withStepUp, stepUpDialog } = useStepUp();
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  // Each change asks for the list again (after ending a session, or "try again").
  const { data: sessions, failed, error, retry: load } = useSessions();
  const failure = failed ? error : null;

  const end = async () => {
    if (!pending) return;
    const ending = pending;
    // The question is answered: close it before the "confirm it is you" dialog may open (ASVS 7.5.2 asks for a fresh
    // proof before ending sessions; a sign-in within the last minutes is one).
    setPending(null);
    try {
      await withStepUp(() => (ending.kind === 'one' ? endSession(ending.session.id) : endOtherSessions()));
      toasts.show({
        type: 'success',
        message: t(ending.kind === 'one' ? 'accountSecurity.sessions.ended' : 'accountSecurity.sessions.endedOthers'),
      });
    } catch (error) {
      // Already ended elsewhere (404), no proof given, or a network failure: say so, and show the list as it now is.
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    }
    load();
  };

  const columns: DataColumn<AccountSession>[] = [
    {
      key: 'device',
      header: t('accountSecurity.sessions.device'),
      cell: (row) => (
        <>
          {deviceName(row.device, t)}
          {row.current ? (
            <>
              {' '}
              <Badge color="green" variant="light" data-testid="sessions-current">
                {t('accountSecurity.sessions.thisDevice')}
              </Badge>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'ip', header: t('accountSecurity.sessions.ip'), cell: (row) => (row.ip ? <LtrText>{row.ip}</LtrText> : '—') },
    { key: 'lastSeen', header: t('accountSecurity.sessions.lastSeen'), cell: (row) => <DateText iso={row.lastSeenAt} withTime /> },
    { key: 'started', header: t('accountSecurity.sessions.started'), cell: (row) => <DateText iso={row.createdAt} withTime /> },
    {
      key: 'action',
      header: t('accountSecurity.sessions.action'),
      cell: (row) =>
        row.current ? (
          '—'
        ) : (
          // The spoken name starts with the visible words (WCAG 2.5.3) and says which device it ends.
          <Button
            variant="default"
            size="xs"
            onClick={() => setPending({ kind: 'one', session: row })}
            aria-label={t('accountSecurity.sessions.endLabel', { device: deviceName(row.device, t) })}
            data-testid="sessions-end"
          >
            {t('accountSecurity.sessions.end')}
          </Button>
        ),
    },
  ];

  const others = sessions?.filter((row) => !row.current).length ?? 0;
  return (
    <section className={formClasses.card} aria-labelledby="account-sessions-title" data-testid="account-sessions">
      <h2 id="account-sessions-title" className={formClasses.sectionTitle}>
        {t('accountSecurity.sessions.title')}
      </h2>
      <Stack gap="md">
        <Text>{t('accountSecurity.sessions.intro')}</Text>
        {failure ? (
          <Alert color="red" title={t('common.loadFailed')} role="alert">
            <Text mb="sm">{errorMessage(failure, fallback)}</Text>
            <Button variant="default" onClick={() => load()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : sessions ? (
          <>
            <DataTable
              caption={t('accountSecurity.sessions.caption')}
              columns={columns}
              rows={sessions}
              rowKey={(row) => row.id}
              empty={t('accountSecurity.sessions.onlyThis')}
              testId="sessions-table"
            />
            {others > 0 ? (
              <div className={formClasses.actions}>
                <Button variant="outline" color="red" onClick={() => setPending({ kind: 'others' })} data-testid="sessions-end-others">
                  {t('accountSecurity.sessions.endOthers')}
                </Button>
              </div>
            ) : (
              <Text data-testid="sessions-only-this">{t('accountSecurity.sessions.onlyThis')}</Text>
            )}
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={t(
          pending?.kind === 'others' ? 'accountSecurity.sessions.confirmEndOthersTitle' : 'accountSecurity.sessions.confirmEndTitle',
        )}
        confirmLabel={t(pending?.kind === 'others' ? 'accountSecurity.sessions.endOthers' : 'accountSecurity.sessions.end')}
        onConfirm={end}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'one'
          ? t('accountSecurity.sessions.confirmEnd', { device: deviceName(pending.session.device, t) })
          : t('accountSecurity.sessions.confirmEndOthers')}
      </ConfirmDialog>
      {stepUpDialog}
    </section>
  );
}
