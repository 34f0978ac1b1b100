import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { contract, issuesToFieldErrors } from '@sanad/contract';
import { toHijri } from '@sanad/contract/client';
import { routes } from 'virtual:sanad-routes';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { DateField, NinField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { mapFieldErrors } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { saveSession } from '../../../lib/session.ts';

const ids = { username: 'white-list-nin', dob: 'white-list-dob', dobGeorgian: 'white-list-dob-gregorian', captcha: 'white-list-captcha' };
const names = ['username', 'dob', 'dobGeorgian', 'captcha'] as const;

/** A Gregorian `YYYY-MM-DD` as the Hijri `DD/MM/YYYY` the form asks for, or null when it is not a full date yet. */
export function hijriFromGregorian(iso: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) return null;
  const [year, month, day] = toHijri(iso).split('-');
  return year && month && day ? `${day}/${month}/${year}` : null;
}

/**
 * Sign-in for white-listed applicants (DOMAIN.md): national ID, birth date in both calendars and captcha, then a
 * code by SMS. Open to signed-in users as well (spec §2); success replaces the session with the applicant's.
 */
export function WhiteListScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [otp, setOtp] = useState<OtpState | null>(null);
  const { stepRef, focusStep } = useStepFocus();

  const form = useForm({
    ids,
    initial: { username: '', dob: '', dobGeorgian: '', captcha: '' },
    validate: (values) => {
      const result = contract.auth.whitelistAuthenticate.body.safeParse(values);
      return mapFieldErrors(issuesToFieldErrors(result.error?.issues ?? [], language), names).fields;
    },
  });
  const code = useForm({
    ids: { oneTimePassword: 'white-list-otp' },
    initial: { oneTimePassword: '' },
    validate: (values) =>
      mapFieldErrors(
        issuesToFieldErrors(
          contract.auth.whitelistConfirmOtp.body.shape.oneTimePassword.safeParse(values.oneTimePassword).error?.issues ?? [],
          language,
        ).map((error) => ({ ...error, field: 'oneTimePassword' })),
        ['oneTimePassword'] as const,
      ).fields,
  });

  const suggestedHijri = hijriFromGregorian(form.values.dobGeorgian);

  const authenticate = form.onSubmit(async (values) => {
    try {
      const sent = await callApi(routes.auth.whitelistAuthenticate, {
        body: { username: values.username.trim(), dob: values.dob.trim(), dobGeorgian: values.dobGeorgian, captcha: values.captcha.trim() },
      });
      code.reset({ oneTimePassword: '' });
      setOtp(receivedOtp(sent));
      focusStep();
    } catch (error) {
      // Single-use captcha: a new image and an empty answer after any failed try.
      captcha.refresh();
      form.discard('captcha');
      throw error;
    }
  });
  const confirm = code.onSubmit(async (values) => {
    const { username, dob, dobGeorgian } = form.values;
    const user = await callApi(routes.auth.whitelistConfirmOtp, {
      body: { username: username.trim(), dob: dob.trim(), dobGeorgian, oneTimePassword: values.oneTimePassword.trim() },
    });
    saveSession(user);
    await navigate(paths.whiteListApplications, { replace: true });
  });

  const startAgain = () => {
    setOtp(null);
    captcha.refresh();
    form.reset({ captcha: '' });
    focusStep();
  };

  return (
    <Stack gap="lg" data-testid="white-list-screen">
      <PageHeading>{t('whiteList.title')}</PageHeading>
      <StepIndicator current={otp ? 2 : 1} labels={[t('whiteList.steps.identity'), t('whiteList.steps.code')]} />
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        {otp ? (
          <form noValidate onSubmit={(event) => void confirm(event)} data-testid="white-list-otp-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('whiteList.steps.code')}</StepHeading>
              <ErrorSummary errors={code.summary} attempt={code.attempt} />
              <OtpCodeInput {...code.input('oneTimePassword')} maskedMobile={otp.maskedMobile} />
              <ResendCodeButton
                otp={otp}
                onResend={async () => {
                  const sent = await callApi(routes.auth.resendOtp, { params: { id: otp.id } });
                  setOtp(receivedOtp(sent));
                  return sent;
                }}
              />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={code.sending}>
                  {t('whiteList.confirm')}
                </Button>
                <Button variant="default" onClick={startAgain}>
                  {t('login.startAgain')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : (
          <form noValidate onSubmit={(event) => void authenticate(event)} data-testid="white-list-form">
            <Stack gap="md">
              <StepHeading ref={stepRef}>{t('whiteList.steps.identity')}</StepHeading>
              <ErrorSummary errors={form.summary} attempt={form.attempt} />
              <Text>{t('whiteList.intro')}</Text>
              <NinField {...form.input('username')} label={t('register.nin')} />
              <div>
                <TextInput
                  {...form.input('dob')}
                  label={t('whiteList.dob')}
                  description={t('whiteList.dobHint')}
                  required
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  classNames={{ input: formClasses.ltr }}
                />
                {suggestedHijri && suggestedHijri !== form.values.dob ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    mt={4}
                    classNames={{ root: formClasses.wrapButton, label: formClasses.wrapLabel }}
                    onClick={() => form.setValue('dob', suggestedHijri)}
                    data-testid="white-list-fill-hijri"
                  >
                    {t('whiteList.fillHijri', { date: suggestedHijri })}
                  </Button>
                ) : null}
              </div>
              <DateField {...form.input('dobGeorgian')} label={t('whiteList.dobGregorian')} description={t('register.birthDateHint')} />
              <CaptchaField captcha={captcha} {...form.input('captcha')} />
              <div className={formClasses.actions}>
                <Button type="submit" disabled={form.sending}>
                  {t('whiteList.submit')}
                </Button>
              </div>
              <Text size="sm">
                <Link className={formClasses.link} to={paths.login}>
                  {t('whiteList.otherSignIn')}
                </Link>
              </Text>
            </Stack>
          </form>
        )}
      </div>
    </Stack>
  );
}
