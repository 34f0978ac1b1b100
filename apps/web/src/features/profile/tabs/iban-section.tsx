import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Alert, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { contract, normalizeIban, type IbanInfo, type IbanRejection } from '@sanad/contract';
import { useState } from 'react';
import { DateText } from '../../../components/date-text.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { useStepUp } from '../../../components/step-up/use-step-up.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { useSession } from '../../../lib/session.ts';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { updateIban, useIbanInfo } from '../api/profile-api.ts';
import classes from '../components/profile.module.css';

/** Why the bank refused an IBAN, as the person should read it (`profile.iban.rejection.*`). */
const rejectionKeys: Record<IbanRejection, string> = {
  UNKNOWN_BANK: 'unknownBank',
  ACCOUNT_NOT_FOUND: 'accountNotFound',
  HOLDER_MISMATCH: 'holderMismatch',
  ACCOUNT_CLOSED: 'accountClosed',
};

/**
 * The payment IBAN of the personal tab (DOMAIN.md "IBAN"): the verified one payments go to, the one waiting for the
 * bank (with "check again", which asks the bank through loadIbanInfo) or refused by it, and a form to send a new one,
 * checked in the browser (Saudi shape, ISO 13616 check digits) before it is sent. During an emergency login the server
 * refuses a new IBAN (NOT_ALLOWED_FOR_STAND_IN), so the form gives way to the reason. A new IBAN needs a fresh proof
 * of identity (decision 013): when the server asks for one, the "confirm it is you" dialog does, then the IBAN is sent.
 */
export function IbanSection() {
  const { t } = useTranslation();
  const emergencyLogin = useSession()?.user.emergencyLogin === true;
  const { data, failed, error, retry, reload, setData } = useIbanInfo();
  const [checking, setChecking] = useState(false);
  const { withStepUp, stepUpDialog } = useStepUp();
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  const form = useForm({
    ids: { interimIban: 'profile-iban-new' },
    initial: { interimIban: '' },
    schema: contract.profile.updateIban.body,
  });

  const send = form.onSubmit(async ({ interimIban }) => {
    // Sent as the bank reads it: no spaces, capitals.
    const info = await withStepUp(() => updateIban({ interimIban: normalizeIban(interimIban) }));
    setData(info);
    form.reset({ interimIban: '' });
    toasts.show({ type: 'success', message: t('profile.iban.sent') });
  });

  const checkAgain = async () => {
    setChecking(true);
    try {
      const info = await reload();
      if (info.pending?.status === 'PENDING') toasts.show({ type: 'info', message: t('profile.iban.stillPending') });
      else if (info.pending?.status === 'REJECTED') toasts.show({ type: 'error', message: t('profile.iban.rejectedToast') });
      else if (info.current) toasts.show({ type: 'success', message: t('profile.iban.verifiedToast') });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className={formClasses.card} aria-labelledby="profile-iban-title" data-testid="profile-iban">
      <h3 id="profile-iban-title" className={formClasses.sectionTitle}>
        {t('profile.iban.title')}
      </h3>
      {data === undefined ? (
        failed ? (
          <LoadFailed error={error} onRetry={retry} />
        ) : (
          <TabLoading />
        )
      ) : (
        <Stack gap="md">
          <IbanState info={data} checking={checking} onCheckAgain={() => void checkAgain()} />
          {emergencyLogin ? (
            <Alert color="blue" title={t('profile.iban.emergencyTitle')} data-testid="profile-iban-emergency">
              {t('profile.iban.emergency')}
            </Alert>
          ) : (
            <form noValidate onSubmit={(event) => void send(event)} data-testid="profile-iban-form">
              <Stack gap="md">
                <ErrorSummary errors={form.summary} attempt={form.attempt} />
                <TextInput
                  {...form.input('interimIban')}
                  label={data.current || data.pending ? t('profile.iban.newLabel') : t('profile.iban.label')}
                  description={t('profile.iban.hint')}
                  required
                  maxLength={40}
                  autoComplete="off"
                  spellCheck={false}
                  classNames={{ input: formClasses.ltr }}
                />
                <div className={formClasses.actions}>
                  <Button type="submit" disabled={form.sending}>
                    {t('profile.iban.send')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Stack>
      )}
      {stepUpDialog}
    </section>
  );
}

function IbanState({ info, checking, onCheckAgain }: { info: IbanInfo; checking: boolean; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { current, pending } = info;
  return (
    <Stack gap="sm" data-testid="profile-iban-state">
      {current ? (
        <div data-testid="profile-iban-current">
          <Text>
            {t('profile.iban.current')} <span className={classes.iban}>{current.maskedIban}</span>{' '}
            <Badge component="span" color="green" variant="light">
              {t('profile.iban.verified')}
            </Badge>
          </Text>
          <Text size="sm">
            <Trans
              i18nKey="profile.iban.verifiedDetails"
              values={{ bank: lookupName('bankName', current.bankCode, language) }}
              components={{ date: <DateText iso={current.verifiedAt} /> }}
            />
          </Text>
        </div>
      ) : pending ? null : (
        <Text data-testid="profile-iban-none">{t('profile.iban.none')}</Text>
      )}
      {pending?.status === 'PENDING' ? (
        <Alert color="orange" title={t('profile.iban.pendingTitle')} data-testid="profile-iban-pending">
          <Text mb="sm">
            <Trans i18nKey="profile.iban.pending" components={{ date: <DateText iso={pending.requestedAt} /> }} />{' '}
            <span className={classes.iban}>{pending.maskedIban}</span>
          </Text>
          <Text mb="sm">{current ? t('profile.iban.pendingKeepsCurrent') : t('profile.iban.pendingNoCurrent')}</Text>
          <Button variant="default" onClick={onCheckAgain} disabled={checking} data-testid="profile-iban-check">
            {t('profile.iban.checkAgain')}
          </Button>
        </Alert>
      ) : pending?.status === 'REJECTED' ? (
        <Alert color="red" title={t('profile.iban.rejectedTitle')} data-testid="profile-iban-rejected">
          <Text mb="xs">
            <span className={classes.iban}>{pending.maskedIban}</span>
          </Text>
          <Text>
            {pending.rejectionReason
              ? t(`profile.iban.rejection.${rejectionKeys[pending.rejectionReason]}`)
              : t('profile.iban.rejection.other')}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
