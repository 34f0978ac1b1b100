import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { contract } from '@sanad/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { SecretField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { LtrText } from '../../../components/ltr-text.tsx';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { useStepUp } from '../../../components/step-up/use-step-up.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { clearBrowserSession } from '../../../lib/auth-failure.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { readSession, saveSession, sessionDisplayName, useSession } from '../../../lib/session.ts';
import { SessionsSection } from '../components/sessions-section.tsx';
import { isStandIn, StandInAccountNote } from '../components/stand-in-note.tsx';
import { pendingOtpPurposes } from '../otp-purposes.ts';
import details from '../../../components/details-list.module.css';
import { confirmDelete, deleteAccount, loadCurrentUser, loadPendingOtp, resendOtp, sendActivationEmail } from '../api/account-api.ts';
import classes from './account.screen.module.css';

/**
 * Account settings: the password and mobile screens, the e-mail address and its activation, the signed-in devices,
 * and deleting the account. The session is refreshed on arrival, so an e-mail activated in another tab shows as
 * verified. During an emergency login the server refuses every change of the account (NOT_ALLOWED_FOR_STAND_IN):
 * the screen keeps the facts of the person's own account and says where its settings are instead (after signing out
 * and in as themselves); the signed-in devices wait for that too, so all of the account's settings are in one place.
 */
export function AccountScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const standIn = isStandIn(session);
  const [pendingDelete, setPendingDelete] = useState<OtpState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadCurrentUser({ signal: controller.signal })
      .then((user) => saveSession(user))
      .catch(() => {
        // A 401 has already ended the session and left this screen; otherwise the stored copy stays good enough.
      });
    // A stand-in cannot delete the account, so there is no pending deletion to continue. Read once on arrival: the
    // session leaving (sign-out from the note) must not ask again.
    if (isStandIn(readSession())) return () => controller.abort();
    loadPendingOtp({ signal: controller.signal })
      .then((pending) => {
        const otp = pending.otp;
        if (pending.purpose === pendingOtpPurposes.deleteAccount && otp) setPendingDelete((current) => current ?? receivedOtp(otp));
      })
      .catch(() => {
        // Nothing pending to continue.
      });
    return () => controller.abort();
  }, []);

  if (!session) return null;
  const { user } = session;

  return (
    <Stack gap="lg" data-testid="account-screen">
      <PageHeading>{t('account.title')}</PageHeading>
      {standIn ? <StandInAccountNote /> : null}

      <section className={formClasses.card} aria-labelledby="account-details-title">
        <h2 id="account-details-title" className={formClasses.sectionTitle}>
          {t('account.details.title')}
        </h2>
        {/* The facts keep a gap before the links that follow them; a stand-in has none. */}
        <dl className={standIn ? details.details : `${details.details} ${classes.spaced}`}>
          <dt>{t('account.details.name')}</dt>
          <dd>{sessionDisplayName(session, language)}</dd>
          <dt>{t('account.details.nationalId')}</dt>
          <dd>
            <LtrText>{session.principal}</LtrText>
          </dd>
          <dt>{t('account.details.mobile')}</dt>
          <dd>
            <LtrText>{user.maskedMobile}</LtrText>
          </dd>
        </dl>
        {standIn ? null : (
          <ul className={formClasses.links}>
            <li>
              <Link to={paths.changePassword} data-testid="account-change-password">
                {t('account.changePassword')}
              </Link>
            </li>
            <li>
              <Link to={paths.changeMobile} data-testid="account-change-mobile">
                {t('account.changeMobile')}
              </Link>
            </li>
          </ul>
        )}
      </section>

      {standIn ? null : (
        <>
          <EmailSection email={user.email} verified={user.emailVerified} />
          <SessionsSection />
          <DeleteAccountSection pending={pendingDelete} onPending={setPendingDelete} />
        </>
      )}
    </Stack>
  );
}

function EmailSection({ email, verified }: { email: string | null; verified: boolean }) {
  const { t } = useTranslation();
  const demoMode = useAppConfig()?.demoMode === true;
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A new address needs a fresh proof of identity (decision 013): the dialog asks for it, then the link is sent.
  const { withStepUp, stepUpDialog } = useStepUp();
  const form = useForm({
    ids: { email: 'account-email' },
    initial: { email: email ?? '' },
    schema: contract.users.sendActivateEmail.body,
  });
  const send = form.onSubmit(async (body) => {
    await withStepUp(() => sendActivationEmail(body));
    setSentTo(body.email);
  });

  return (
    <section className={formClasses.card} aria-labelledby="account-email-title" data-testid="account-email">
      <h2 id="account-email-title" className={formClasses.sectionTitle}>
        {t('account.email.title')}
      </h2>
      <Stack gap="md">
        <Text>
          {email ? (
            <>
              {t('account.email.current')} <LtrText>{email}</LtrText>{' '}
              <Badge color={verified ? 'green' : 'orange'} variant="light" data-testid="account-email-state">
                {verified ? t('account.email.verified') : t('account.email.notVerified')}
              </Badge>
            </>
          ) : (
            t('account.email.none')
          )}
        </Text>
        {sentTo ? (
          <Alert color="green" title={t('account.email.sentTitle')} data-testid="account-email-sent">
            {t('account.email.sent', { email: sentTo })}
            {demoMode ? (
              <>
                {' '}
                <Link className={formClasses.link} to={paths.devOutbox}>
                  {t('account.email.demoOutbox')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <form noValidate onSubmit={(event) => void send(event)}>
          <Stack gap="md">
            <ErrorSummary errors={form.summary} attempt={form.attempt} />
            <TextInput
              {...form.input('email')}
              type="email"
              label={t('account.email.label')}
              description={t('account.email.hint')}
              required
              autoComplete="email"
              classNames={{ input: formClasses.ltr }}
            />
            <div className={formClasses.actions}>
              <Button type="submit" disabled={form.sending}>
                {t('account.email.send')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
      {stepUpDialog}
    </section>
  );
}

function DeleteAccountSection({ pending, onPending }: { pending: OtpState | null; onPending: (otp: OtpState | null) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A code still pending when the screen opens shows its step without moving focus: only the user's steps do.
  const { stepRef, focusStep } = useStepFocus();
  const passwordForm = useForm({
    ids: { password: 'account-delete-password' },
    initial: { password: '' },
    validate: (values) => ({ password: values.password === '' ? t('login.errors.passwordRequired') : undefined }),
  });
  const code = useForm({
    ids: { oneTimePassword: 'account-delete-otp' },
    initial: { oneTimePassword: '' },
    schema: contract.users.confirmDelete.body,
    toInput: (values) => ({ id: pending?.id ?? '-', oneTimePassword: values.oneTimePassword }),
  });

  const start = passwordForm.onSubmit(async (values) => {
    const sent = await deleteAccount({ password: values.password });
    code.reset({ oneTimePassword: '' });
    onPending(receivedOtp(sent));
    focusStep();
  });
  const confirm = code.onSubmit(async (body) => {
    if (!pending) return;
    await confirmDelete(body);
    // The server has ended every session of the account; nothing is left to sign out of.
    clearBrowserSession();
    toasts.show({ type: 'success', message: t('account.delete.done') });
    await navigate(paths.login, { replace: true });
  });

  return (
    <section className={`${formClasses.card} ${classes.danger}`} aria-labelledby="account-delete-title" data-testid="account-delete">
      <h2 id="account-delete-title" className={formClasses.sectionTitle}>
        {t('account.delete.title')}
      </h2>
      <Stack gap="md">
        <Text>{t('account.delete.body')}</Text>
        {pending ? (
          <form noValidate onSubmit={(event) => void confirm(event)} data-testid="account-delete-otp-form">
            <Stack gap="md">
              <StepHeading order={3} ref={stepRef}>
                {t('otp.heading')}
              </StepHeading>
              <ErrorSummary errors={code.summary} attempt={code.attempt} />
              <OtpCodeInput {...code.input('oneTimePassword')} maskedMobile={pending.maskedMobile} />
              <ResendCodeButton
                otp={pending}
                onResend={async () => {
                  const sent = await resendOtp(pending.id);
                  onPending(receivedOtp(sent));
                  return sent;
                }}
              />
              <div className={formClasses.actions}>
                <Button type="submit" color="red" disabled={code.sending}>
                  {t('account.delete.confirm')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    onPending(null);
                    focusStep();
                  }}
                >
                  {t('common.cancel')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={(event) => void start(event)} data-testid="account-delete-form">
            <Stack gap="md">
              <StepHeading order={3} ref={stepRef}>
                {t('account.delete.passwordHeading')}
              </StepHeading>
              <ErrorSummary errors={passwordForm.summary} attempt={passwordForm.attempt} />
              <SecretField {...passwordForm.input('password')} label={t('account.delete.password')} autoComplete="current-password" />
              <div className={formClasses.actions}>
                <Button type="submit" color="red" variant="outline" disabled={passwordForm.sending}>
                  {t('account.delete.start')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
    </section>
  );
}
