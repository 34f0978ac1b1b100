// Every stylesheet the modal is drawn with (see confirm-dialog.tsx).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { mobileVerificationStatus } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSession } from '../../lib/session.ts';
import { ErrorSummary } from '../error-summary.tsx';
import { SecretField } from '../form/identity-fields.tsx';
import formClasses from '../form/form.module.css';
import { useForm } from '../form/use-form.ts';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../otp/otp-fields.tsx';

/**
 * "Confirm it is you" (decision 013): the proof a change of mobile, e-mail or payment IBAN asks for when the session's
 * last one is older than a few minutes. The person gives the password (confirm-password) or, when the account's
 * mobile is verified, a code sent to it (step-up/send-otp, step-up/confirm-otp). `onProved` runs once the server has
 * recorded the proof; closing the dialog is `onCancel`.
 */
export function StepUpDialog({ opened, onProved, onCancel }: { opened: boolean; onProved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const codeOffered = session?.user.mobileVerificationStatus === mobileVerificationStatus.VERIFIED;
  // Keyed by each opening: a dialog opened again starts from the password, with nothing typed left over.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setOpening((count) => count + 1);
  }
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('accountSecurity.stepUp.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <StepUpForms key={opening} codeOffered={codeOffered} onProved={onProved} onCancel={onCancel} />
    </Modal>
  );
}

function StepUpForms({ codeOffered, onProved, onCancel }: { codeOffered: boolean; onProved: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [sendingCode, setSendingCode] = useState(false);
  const passwordForm = useForm({
    ids: { password: 'step-up-password' },
    initial: { password: '' },
    validate: (values) => ({ password: values.password === '' ? t('login.errors.passwordRequired') : undefined }),
  });
  const codeForm = useForm({
    ids: { oneTimePassword: 'step-up-otp' },
    initial: { oneTimePassword: '' },
    validate: (values) => ({ oneTimePassword: /^\d{6}$/.test(values.oneTimePassword.trim()) ? undefined : t('login.errors.otpFormat') }),
  });

  const confirmPassword = passwordForm.onSubmit(async (values) => {
    await callApi(routes.users.confirmPassword, { body: { password: values.password } });
    onProved();
  });
  // Asking for the code has nothing to check first, so it is not a submit of the code form (whose check is the code).
  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingCode) return;
    setSendingCode(true);
    try {
      setOtp(receivedOtp(await callApi(routes.users.stepUpSendOtp)));
      codeForm.reset({ oneTimePassword: '' });
    } catch (error) {
      codeForm.showError(error);
    } finally {
      setSendingCode(false);
    }
  };
  const confirmCode = codeForm.onSubmit(async (values) => {
    if (!otp) return;
    await callApi(routes.users.stepUpConfirmOtp, { body: { id: otp.id, oneTimePassword: values.oneTimePassword.trim() } });
    onProved();
  });

  const cancel = (
    <Button variant="default" onClick={onCancel}>
      {t('common.cancel')}
    </Button>
  );

  if (mode === 'code') {
    return (
      <Stack gap="md" data-testid="step-up-code">
        <Text>{t('accountSecurity.stepUp.intro')}</Text>
        {otp ? (
          <form noValidate onSubmit={(event) => void confirmCode(event)}>
            <Stack gap="md">
              <ErrorSummary errors={codeForm.summary} attempt={codeForm.attempt} />
              <OtpCodeInput {...codeForm.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
              <ResendCodeButton
                otp={otp}
                onResend={async () => {
                  const sent = await callApi(routes.users.stepUpSendOtp);
                  setOtp(receivedOtp(sent));
                  return sent;
                }}
              />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={codeForm.sending} data-testid="step-up-confirm-code">
                  {t('accountSecurity.stepUp.confirmCode')}
                </Button>
                {cancel}
              </div>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={(event) => void sendCode(event)}>
            <Stack gap="md">
              <ErrorSummary errors={codeForm.summary} attempt={codeForm.attempt} />
              <Text>{t('accountSecurity.stepUp.codeIntro')}</Text>
              <div className={formClasses.actions}>
                <Button type="submit" disabled={sendingCode} data-testid="step-up-send-code" data-autofocus>
                  {t('accountSecurity.stepUp.sendCode')}
                </Button>
                {cancel}
              </div>
            </Stack>
          </form>
        )}
        <Button
          variant="subtle"
          classNames={{ root: formClasses.wrapButton, label: formClasses.wrapLabel }}
          onClick={() => setMode('password')}
          data-testid="step-up-use-password"
        >
          {t('accountSecurity.stepUp.usePassword')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="step-up-password-form">
      <Text>{t('accountSecurity.stepUp.intro')}</Text>
      <form noValidate onSubmit={(event) => void confirmPassword(event)}>
        <Stack gap="md">
          <ErrorSummary errors={passwordForm.summary} attempt={passwordForm.attempt} />
          <SecretField
            {...passwordForm.input('password')}
            label={t('accountSecurity.stepUp.password')}
            autoComplete="current-password"
            data-autofocus
          />
          <div className={formClasses.actions}>
            <Button type="submit" disabled={passwordForm.sending} data-testid="step-up-confirm-password">
              {t('accountSecurity.stepUp.confirm')}
            </Button>
            {cancel}
          </div>
        </Stack>
      </form>
      {codeOffered ? (
        <Button
          variant="subtle"
          classNames={{ root: formClasses.wrapButton, label: formClasses.wrapLabel }}
          onClick={() => setMode('code')}
          data-testid="step-up-use-code"
        >
          {t('accountSecurity.stepUp.useCode')}
        </Button>
      ) : null}
    </Stack>
  );
}
