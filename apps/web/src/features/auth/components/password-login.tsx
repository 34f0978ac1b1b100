import '@mantine/core/styles/Input.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { SecretField } from '../../../components/form/identity-fields.tsx';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useNavigate } from 'react-router';
import { postLoginPath } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { isApiRequestError } from '../../../lib/api-error.ts';
import { saveSession } from '../../../lib/session.ts';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { confirmOtp, login, resendLoginOtp } from '../api/auth-api.ts';

const credentialIds = { username: 'login-username', password: 'login-password', captcha: 'login-captcha' };
const otpIds = { oneTimePassword: 'login-otp' };

/**
 * Password sign-in in the two steps of the API: username, password and captcha, then the code sent to the mobile.
 * The credentials are kept between the steps because the confirmation repeats them (spec §3 "OTP confirm"). An
 * account whose mobile is not verified gets no code (the number may be someone else's): the server says so after the
 * right password, and the form offers the national single sign-on for that username (`onUseNafath`).
 */
export function PasswordLogin({ onUseNafath }: { onUseNafath: (username: string) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [nafathNeeded, setNafathNeeded] = useState(false);
  const { stepRef, focusStep } = useStepFocus();

  const credentials = useForm({
    ids: credentialIds,
    initial: { username: '', password: '', captcha: '' },
    validate: (values) => ({
      username: values.username.trim() === '' ? t('login.errors.usernameRequired') : undefined,
      password: values.password === '' ? t('login.errors.passwordRequired') : undefined,
      captcha: values.captcha.trim() === '' ? t('login.errors.captchaRequired') : undefined,
    }),
  });
  const code = useForm({
    ids: otpIds,
    initial: { oneTimePassword: '' },
    validate: (values) => ({
      // The contract's rule (6 digits) with a message of our own: the contract's message table would cost the login
      // screen a kilobyte of its budget (decision 007).
      oneTimePassword: /^\d{6}$/.test(values.oneTimePassword.trim()) ? undefined : t('login.errors.otpFormat'),
    }),
  });

  const sendCredentials = credentials.onSubmit(async (values) => {
    setNafathNeeded(false);
    try {
      const sent = await login({ username: values.username.trim(), password: values.password, captcha: values.captcha.trim() });
      code.reset({ oneTimePassword: '' });
      setOtp(receivedOtp(sent));
      focusStep();
    } catch (error) {
      // A captcha is good for one try only: a new image, and its old answer cleared since it can no longer be right.
      captcha.refresh();
      credentials.discard('captcha');
      if (isApiRequestError(error) && error.code === 'MOBILE_NOT_VERIFIED_USE_SSO') setNafathNeeded(true);
      throw error;
    }
  });

  const confirm = code.onSubmit(async (values) => {
    const { username, password } = credentials.values;
    const user = await confirmOtp({ username: username.trim(), password, oneTimePassword: values.oneTimePassword.trim() });
    saveSession(user);
    await navigate(postLoginPath(user), { replace: true });
  });

  const startAgain = () => {
    setOtp(null);
    captcha.refresh();
    credentials.reset({ captcha: '' });
    focusStep();
  };

  if (otp) {
    return (
      <form noValidate onSubmit={(event) => void confirm(event)} data-testid="login-otp-form">
        <Stack gap="md">
          <StepHeading ref={stepRef}>{t('otp.heading')}</StepHeading>
          <ErrorSummary errors={code.summary} attempt={code.attempt} />
          <OtpCodeInput {...code.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
          <ResendCodeButton
            otp={otp}
            onResend={async () => {
              const sent = await resendLoginOtp(otp.id);
              setOtp(receivedOtp(sent));
              return sent;
            }}
          />
          <Button type="submit" size="md" fullWidth disabled={code.sending}>
            {t('login.confirmCode')}
          </Button>
          <Button variant="subtle" onClick={startAgain}>
            {t('login.startAgain')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void sendCredentials(event)} data-testid="password-login-form">
      <Stack gap="md">
        <StepHeading ref={stepRef}>{t('login.credentialsHeading')}</StepHeading>
        <ErrorSummary errors={credentials.summary} attempt={credentials.attempt} />
        {nafathNeeded ? (
          <Button
            variant="outline"
            size="md"
            onClick={() => onUseNafath(credentials.values.username.trim())}
            data-testid="login-use-nafath"
          >
            {t('login.useNafath')}
          </Button>
        ) : null}
        <TextInput
          {...credentials.input('username')}
          label={t('login.username')}
          description={t('login.usernameHint')}
          required
          autoComplete="username"
          spellCheck={false}
        />
        <SecretField {...credentials.input('password')} label={t('login.password')} autoComplete="current-password" />
        <CaptchaField captcha={captcha} {...credentials.input('captcha')} />
        <Button type="submit" size="md" fullWidth disabled={credentials.sending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
