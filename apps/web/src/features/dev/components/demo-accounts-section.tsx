import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { nameIn } from '../../../lib/names.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { resetDemoAccount, useDemoAccounts, type DemoAccount } from '../api/dev-api.ts';

/**
 * The README's demo accounts and a reset for each: several can be tried only once (a forced password change, an
 * unverified mobile, a migrated account, a relation to confirm), and a reset puts the account back as seeded.
 * The screen's Refresh button asks for them again too.
 */
export function DemoAccountsSection() {
  const { t, i18n } = useTranslation();
  const { data: accounts, failed, error, reload } = useDemoAccounts();
  const failure = failed ? error : null;
  const [resetting, setResetting] = useState<DemoAccount | null>(null);
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  const reset = async (target: DemoAccount) => {
    try {
      await resetDemoAccount(target.nin);
      toasts.show({ type: 'success', message: t('devOutbox.accounts.done', { username: target.username }) });
      setResetting(null);
      await reload();
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    }
  };

  const stateOf = (row: DemoAccount) =>
    row.status === 'DELETED'
      ? t('devOutbox.accounts.deleted')
      : row.locked
        ? t('devOutbox.accounts.locked')
        : row.status === 'PENDING_MOBILE'
          ? t('devOutbox.accounts.pendingMobile')
          : t('devOutbox.accounts.active');

  const columns: DataColumn<DemoAccount>[] = [
    { key: 'name', header: t('devOutbox.accounts.name'), cell: (row) => nameIn(row, i18n.language) },
    { key: 'username', header: t('devOutbox.accounts.username'), cell: (row) => <LtrText>{row.username}</LtrText> },
    { key: 'mobile', header: t('devOutbox.sms.mobile'), cell: (row) => <LtrText>{row.mobile}</LtrText> },
    { key: 'state', header: t('devOutbox.accounts.state'), cell: stateOf },
    {
      key: 'reset',
      header: t('devOutbox.accounts.actions'),
      cell: (row) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => setResetting(row)}
          aria-label={t('devOutbox.accounts.resetOne', { username: row.username })}
          data-testid={`dev-reset-${row.nin}`}
        >
          {t('devOutbox.accounts.reset')}
        </Button>
      ),
    },
  ];

  return (
    <section className={formClasses.card} aria-labelledby="dev-accounts-title" data-testid="dev-accounts">
      <h2 id="dev-accounts-title" className={formClasses.sectionTitle}>
        {t('devOutbox.accounts.title')}
      </h2>
      <Text size="sm" mb="sm">
        {t('devOutbox.accounts.intro')}
      </Text>
      {failure ? (
        <Text c="red" role="alert">
          {errorMessage(failure, fallback)}
        </Text>
      ) : null}
      {accounts ? (
        <DataTable
          caption={t('devOutbox.accounts.title')}
          columns={columns}
          rows={accounts}
          rowKey={(row) => row.nin}
          empty={t('devOutbox.accounts.none')}
          testId="dev-accounts-table"
        />
      ) : null}
      <ConfirmDialog
        opened={resetting !== null}
        title={t('devOutbox.accounts.confirmTitle', { username: resetting?.username ?? '' })}
        confirmLabel={t('devOutbox.accounts.reset')}
        onConfirm={() => (resetting ? reset(resetting) : undefined)}
        onClose={() => setResetting(null)}
      >
        {t('devOutbox.accounts.confirm')}
      </ConfirmDialog>
    </section>
  );
}
