import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Button, Stack, Text } from '@mantine/core';
import { contract } from '@sanad/contract';
import { isCalendarDate, toHijri } from '@sanad/contract/client';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { BirthDateField } from '../../../components/form/date-field.tsx';
import { NinField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { saveSession } from '../../../lib/session.ts';
import { resendWhitelistOtp, whitelistAuthenticate, whitelistConfirmOtp } from '../api/white-list-api.ts';

// One date field holds the birth date (Gregorian, whichever calendar it was typed in); the request sends it in both.
const ids = { username: 'white-list-nin', dobGeorgian: 'white-list-dob', captcha: 'white-list-captcha' };

/**
 * The Hijri `DD/MM/YYYY` the endpoint asks for beside a Gregorian `YYYY-MM-DD`. What is not a date yet is passed on
 * as it is, so both birth dates of the request are refused with the same message, which shows at the one field.
 */
function hijriOf(iso: string): string {
  if (!isCalendarDate(iso)) return iso;
  const [year, month, day] = toHijri(iso).split('-');
  return `${day}/${month}/${year}`;
}

/** The birth dates of both steps' requests, from the one date field. */
function birthDates(dobGeorgian: string) {
  return { dob: hijriOf(dobGeorgian), dobGeorgian };
}

/** The request's Hijri birth date is shown at the date field it comes from. */
const dobAtDateField = (field: string) => (field === 'dob' ? 'dobGeorgian' : null);

/**
 * Sign-in for white-listed applicants (DOMAIN.md): national ID, birth date in both calendars and captcha, then a
 * code by SMS. Open to signed-in users as well (spec §2); success replaces the session with the applicant's.
 */
export function WhiteListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [otp, setOtp] = useState<OtpState | null>(null);
  const { stepRef, focusStep } = useStepFocus();

  const form = useForm({
    ids,
    initial: { username: '', dobGeorgian: '', captcha: '' },
    schema: contract.auth.whitelistAuthenticate.body,
    toInput: (values) => ({ username: values.username, ...birthDates(values.dobGeorgian), captcha: values.captcha }),
    rename: dobAtDateField,
  });
  const code = useForm({
    ids: { oneTimePassword: 'white-list-otp' },
    initial: { oneTimePassword: '' },
    // The code step sends the identity of the first step again, checked there already.
    schema: contract.auth.whitelistConfirmOtp.body,
    toInput: (values) => ({
      username: form.values.username,
      ...birthDates(form.values.dobGeorgian),
      oneTimePassword: values.oneTimePassword,
    }),
  });

  const authenticate = form.onSubmit(async (body) => {
    try {
      const sent = await whitelistAuthenticate(body);
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
  const confirm = code.onSubmit(async (body) => {
    const user = await whitelistConfirmOtp(body);
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
                  const sent = await resendWhitelistOtp(otp.id);
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
              <BirthDateField {...form.date('dobGeorgian')} />
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
