import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { contract } from '@sanad/contract';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { BirthDateField } from '../../../components/form/date-field.tsx';
import { MobileField, NinField, SecretField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { confirmationError } from '../../../components/form/password-confirmation.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { confirmMobile, registerAccount, resendRegistrationOtp } from '../api/registration-api.ts';

const ids = {
  nin: 'register-nin',
  birthDate: 'register-birth-date',
  mobile: 'register-mobile',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  email: 'register-email',
  captcha: 'register-captcha',
  acceptTerms: 'register-accept-terms',
};
type Values = Record<keyof typeof ids, string>;

/** The request body of the form: the optional e-mail is left out when empty rather than sent blank. */
function registrationBody(values: Values) {
  const email = values.email.trim();
  return {
    nin: values.nin.trim(),
    birthDate: values.birthDate,
    mobile: values.mobile.trim(),
    password: values.password,
    ...(email === '' ? {} : { email }),
    captcha: values.captcha.trim(),
  };
}

/**
 * Registration (spec §2): the person's data, then the code sent to the mobile, then a pointer to sign in. The
 * browser checks with the contract's own schema, so it says what the server would say, in the same words.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [done, setDone] = useState(false);
  const { stepRef, focusStep } = useStepFocus();
  const captcha = useCaptcha();

  const form = useForm({
    ids,
    initial: { nin: '', birthDate: '', mobile: '', password: '', confirmPassword: '', email: '', captcha: '', acceptTerms: '' },
    schema: contract.registration.register.body,
    toInput: registrationBody,
    validate: (values, found) => ({
      confirmPassword: confirmationError(values.password, values.confirmPassword, found.password, language),
      captcha: values.captcha.trim() === '' ? t('register.errors.captchaRequired') : undefined,
      acceptTerms: values.acceptTerms === 'yes' ? undefined : t('register.errors.acceptTerms'),
    }),
  });
  const code = useForm({
    ids: { oneTimePassword: 'register-otp' },
    initial: { oneTimePassword: '' },
    schema: contract.registration.confirmMobile.body,
    toInput: (values) => ({ id: otp?.id ?? '-', oneTimePassword: values.oneTimePassword }),
  });

  const register = form.onSubmit(async (body) => {
    try {
      const sent = await registerAccount(body);
      code.reset({ oneTimePassword: '' });
      setOtp(receivedOtp(sent));
      focusStep();
    } catch (error) {
      // As on the login screen: a captcha is good for one try, so a new image and its old answer cleared.
      captcha.refresh();
      form.discard('captcha');
      throw error;
    }
  });
  const confirm = code.onSubmit(async (body) => {
    if (!otp) return;
    await confirmMobile(body);
    setDone(true);
    focusStep();
  });

  const step = done ? 3 : otp ? 2 : 1;
  return (
    <Stack gap="lg" data-testid="register-screen">
      <PageHeading>{t('register.title')}</PageHeading>
      <StepIndicator current={step} labels={[t('register.steps.details'), t('register.steps.mobile'), t('register.steps.done')]} />
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        {done ? (
          <Stack gap="md" data-testid="register-done">
            <StepHeading ref={stepRef}>{t('register.done.title')}</StepHeading>
            <Alert color="green">{t('register.done.body')}</Alert>
            <div>
              <Button component={Link} to={paths.login}>
                {t('register.done.signIn')}
              </Button>
            </div>
          </Stack>
        ) : otp ? (
          <form noValidate onSubmit={(event) => void confirm(event)} data-testid="register-otp-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('register.steps.mobile')}</StepHeading>
              <ErrorSummary errors={code.summary} attempt={code.attempt} />
              <Text>{t('register.otpIntro')}</Text>
              <OtpCodeInput {...code.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
              <ResendCodeButton
                otp={otp}
                onResend={async () => {
                  const sent = await resendRegistrationOtp(otp.id);
                  setOtp(receivedOtp(sent));
                  return sent;
                }}
              />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={code.sending}>
                  {t('register.confirm')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setOtp(null);
                    // The captcha of the first try was spent: a new image and an empty field.
                    captcha.refresh();
                    form.discard('captcha');
                    focusStep();
                  }}
                >
                  {t('register.changeDetails')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={(event) => void register(event)} data-testid="register-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('register.steps.details')}</StepHeading>
              <ErrorSummary errors={form.summary} attempt={form.attempt} />
              <Text>{t('register.intro')}</Text>
              <NinField {...form.input('nin')} label={t('register.nin')} description={t('register.ninHint')} autoComplete="off" />
              <BirthDateField {...form.date('birthDate')} />
              <MobileField {...form.input('mobile')} label={t('register.mobile')} description={t('register.mobileHint')} />
              <SecretField
                {...form.input('password')}
                label={t('register.password')}
                description={t('register.passwordHint')}
                autoComplete="new-password"
              />
              <SecretField {...form.input('confirmPassword')} label={t('register.confirmPassword')} autoComplete="new-password" />
              <TextInput
                {...form.input('email')}
                type="email"
                label={t('register.email')}
                description={t('register.emailHint')}
                autoComplete="email"
                classNames={{ input: formClasses.ltr }}
              />
              <CaptchaField captcha={captcha} {...form.input('captcha')} />
              <Checkbox
                {...form.checkbox('acceptTerms')}
                label={
                  <Trans
                    i18nKey="register.acceptTerms"
                    components={{ policy: <Link className={formClasses.link} to={paths.policy} target="_blank" /> }}
                  />
                }
              />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={form.sending}>
                  {t('register.submit')}
                </Button>
              </div>
              <Text size="sm">
                {t('register.haveAccount')}{' '}
                <Link className={formClasses.link} to={paths.login}>
                  {t('register.signIn')}
                </Link>
              </Text>
            </Stack>
          </form>
        )}
      </div>
    </Stack>
  );
}
