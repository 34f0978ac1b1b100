import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { contract, type OtpSent } from '@sanad/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { BirthDateField } from '../../../components/form/date-field.tsx';
import { NinField, SecretField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { confirmationError } from '../../../components/form/password-confirmation.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { resetPassword } from '../api/registration-api.ts';

const [requestBody, confirmBody] = contract.registration.resetPassword.body.options;

const requestIds = { nin: 'reset-nin', birthDate: 'reset-birth-date', captcha: 'reset-captcha' };
const confirmIds = { oneTimePassword: 'reset-otp', newPassword: 'reset-new-password', confirmPassword: 'reset-confirm-password' };

/** The endpoint answers both steps; the first step's answer is the code that was sent. */
function isOtpSent(answer: unknown): answer is OtpSent {
  return typeof answer === 'object' && answer !== null && 'id' in answer;
}

/**
 * A forgotten password (spec §2): national ID, birth date and captcha; then the code sent to the registered mobile
 * with the new password. Failures answer HTTP 555 (spec §8) and show like any other error.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const captcha = useCaptcha();
  const [otp, setOtp] = useState<OtpSent | null>(null);
  const [done, setDone] = useState(false);
  const { stepRef, focusStep } = useStepFocus();

  const request = useForm({
    ids: requestIds,
    initial: { nin: '', birthDate: '', captcha: '' },
    schema: requestBody,
  });
  const confirm = useForm({
    ids: confirmIds,
    initial: { oneTimePassword: '', newPassword: '', confirmPassword: '' },
    schema: confirmBody,
    toInput: (values) => ({ id: otp?.id ?? '-', oneTimePassword: values.oneTimePassword, newPassword: values.newPassword }),
    validate: (values, found) => ({
      confirmPassword: confirmationError(values.newPassword, values.confirmPassword, found.newPassword, language),
    }),
  });

  // Each step sends the member of the endpoint's body it was checked with.
  const sendRequest = request.onSubmit(async (body) => {
    try {
      const answer = await resetPassword(body);
      if (!isOtpSent(answer)) throw new Error('reset-password answered without a code');
      confirm.reset({ oneTimePassword: '', newPassword: '', confirmPassword: '' });
      setOtp(answer);
      focusStep();
    } catch (error) {
      // Single-use captcha: a new image and an empty answer after any failed try.
      captcha.refresh();
      request.discard('captcha');
      throw error;
    }
  });
  const sendConfirm = confirm.onSubmit(async (body) => {
    if (!otp) return;
    await resetPassword(body);
    setDone(true);
    focusStep();
  });

  const startAgain = () => {
    setOtp(null);
    captcha.refresh();
    request.reset({ captcha: '' });
    focusStep();
  };

  const step = done ? 3 : otp ? 2 : 1;
  return (
    <Stack gap="lg" data-testid="reset-password-screen">
      <PageHeading>{t('resetPassword.title')}</PageHeading>
      <StepIndicator
        current={step}
        labels={[t('resetPassword.steps.identity'), t('resetPassword.steps.newPassword'), t('resetPassword.steps.done')]}
      />
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        {done ? (
          <Stack gap="md" data-testid="reset-password-done">
            <StepHeading ref={stepRef}>{t('resetPassword.done.title')}</StepHeading>
            <Alert color="green">{t('resetPassword.done.body')}</Alert>
            <div>
              <Button component={Link} to={paths.login}>
                {t('resetPassword.done.signIn')}
              </Button>
            </div>
          </Stack>
        ) : otp ? (
          <form noValidate onSubmit={(event) => void sendConfirm(event)} data-testid="reset-password-confirm-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('resetPassword.steps.newPassword')}</StepHeading>
              <ErrorSummary errors={confirm.summary} attempt={confirm.attempt} />
              <OtpCodeInput {...confirm.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
              <SecretField
                {...confirm.input('newPassword')}
                label={t('resetPassword.newPassword')}
                description={t('register.passwordHint')}
                autoComplete="new-password"
              />
              <SecretField {...confirm.input('confirmPassword')} label={t('resetPassword.confirmPassword')} autoComplete="new-password" />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={confirm.sending}>
                  {t('resetPassword.save')}
                </Button>
                <Button variant="default" onClick={startAgain}>
                  {t('resetPassword.noCode')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={(event) => void sendRequest(event)} data-testid="reset-password-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('resetPassword.steps.identity')}</StepHeading>
              <ErrorSummary errors={request.summary} attempt={request.attempt} />
              <Text>{t('resetPassword.intro')}</Text>
              <NinField {...request.input('nin')} label={t('register.nin')} />
              <BirthDateField {...request.date('birthDate')} />
              <CaptchaField captcha={captcha} {...request.input('captcha')} />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={request.sending}>
                  {t('resetPassword.sendCode')}
                </Button>
              </div>
              <Text size="sm">
                <Link className={formClasses.link} to={paths.login}>
                  {t('resetPassword.backToLogin')}
                </Link>
              </Text>
            </Stack>
          </form>
        )}
      </div>
    </Stack>
  );
}
