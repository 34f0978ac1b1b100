import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { contract } from '@sanad/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { mobileNeedsChange, paths, postLoginPath } from '../../../app/paths.ts';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { MobileField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { LtrText } from '../../../components/ltr-text.tsx';
import { OtpCodeInput, ResendCodeButton, receivedOtp, type OtpState } from '../../../components/otp/otp-fields.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { useStepUp } from '../../../components/step-up/use-step-up.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { readSession, saveSession, useSession } from '../../../lib/session.ts';
import { changeMobile, confirmChangeDuplicatedMobile, confirmChangeMobile, loadPendingOtp, resendOtp } from '../api/account-api.ts';
import { isStandIn, StandInAccountNote } from '../components/stand-in-note.tsx';
import { pendingOtpPurposes } from '../otp-purposes.ts';

type Step = { kind: 'mobile' } | { kind: 'duplicate'; mobile: string } | { kind: 'otp'; otp: OtpState };

/**
 * Change the account mobile: the new number, a take-over question when another account holds it, then the code
 * sent to it. Forced (spec §4) while the mobile is NOT_VERIFIED or WITHDRAW; a reload in the middle continues at the
 * code step (GET retrieve-otp-data). During an emergency login the server refuses the change, so unless it is a
 * forced step (the guard's word comes first) the screen says where the setting is instead of offering the form.
 */
export function ChangeMobileScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const forced = session ? mobileNeedsChange(session.user) : false;
  const standIn = isStandIn(session) && !forced;
  const [step, setStep] = useState<Step>({ kind: 'mobile' });
  const [takingOver, setTakingOver] = useState(false);
  const { stepRef, focusStep } = useStepFocus();
  // A sign-in is a fresh proof, so the forced change right after it asks nothing more; later the dialog asks.
  const { withStepUp, stepUpDialog } = useStepUp();
  /** Shows another step the user asked for, with focus on its heading. */
  const goTo = (next: Step) => {
    setStep(next);
    focusStep();
  };

  useEffect(() => {
    // Spec §4 and §8: the unverified-mobile redirect shows its error; duplicates are dropped by the toast store.
    if (!forced) return undefined;
    const id = toasts.show({ type: 'error', message: t('changeMobile.unverified') });
    // The error is about this step: once the new number is confirmed (or the user leaves), it no longer holds.
    return () => {
      if (id !== null) toasts.dismiss(id);
    };
  }, [forced, t]);

  useEffect(() => {
    // A stand-in has no change of their own mobile to continue here. Read once on arrival: the session leaving
    // (sign-out from the note) must not ask.
    const current = readSession();
    if (current && isStandIn(current) && !mobileNeedsChange(current.user)) return undefined;
    const controller = new AbortController();
    loadPendingOtp({ signal: controller.signal })
      .then((pending) => {
        if (pending.purpose === pendingOtpPurposes.changeMobile && pending.otp) {
          const otp = pending.otp;
          setStep((current) => (current.kind === 'mobile' ? { kind: 'otp', otp: receivedOtp(otp) } : current));
        }
      })
      .catch(() => {
        // Nothing to continue: the screen starts at the first step.
      });
    return () => controller.abort();
  }, []);

  const mobileForm = useForm({
    ids: { mobile: 'change-mobile-number' },
    initial: { mobile: '' },
    schema: contract.users.changeMobile.body,
  });
  const code = useForm({
    ids: { oneTimePassword: 'change-mobile-otp' },
    initial: { oneTimePassword: '' },
    schema: contract.users.confirmChangeMobile.body,
    toInput: (values) => ({ id: step.kind === 'otp' ? step.otp.id : '-', oneTimePassword: values.oneTimePassword }),
  });

  const showOtp = (otp: Parameters<typeof receivedOtp>[0]) => {
    code.reset({ oneTimePassword: '' });
    goTo({ kind: 'otp', otp: receivedOtp(otp) });
  };

  const sendMobile = mobileForm.onSubmit(async ({ mobile }) => {
    const answer = await withStepUp(() => changeMobile(mobile));
    if (answer.duplicated) goTo({ kind: 'duplicate', mobile });
    else if (answer.otp) showOtp(answer.otp);
  });

  const takeOver = async (mobile: string) => {
    setTakingOver(true);
    try {
      showOtp(await withStepUp(() => confirmChangeDuplicatedMobile(mobile)));
    } catch (error) {
      // Back to the number with the reason: the error summary takes focus there, not the step heading.
      setStep({ kind: 'mobile' });
      mobileForm.showError(error);
    } finally {
      setTakingOver(false);
    }
  };

  const confirm = code.onSubmit(async (body) => {
    if (step.kind !== 'otp') return;
    const user = await confirmChangeMobile(body);
    saveSession(user);
    toasts.show({ type: 'success', message: t('changeMobile.saved') });
    await navigate(postLoginPath(user), { replace: true });
  });

  if (standIn) {
    return (
      <Stack gap="lg" data-testid="change-mobile-screen">
        <PageHeading>{t('changeMobile.title')}</PageHeading>
        <StandInAccountNote />
      </Stack>
    );
  }

  const stepNumber = step.kind === 'otp' ? 2 : 1;
  return (
    <Stack gap="lg" data-testid="change-mobile-screen">
      <PageHeading>{t('changeMobile.title')}</PageHeading>
      <StepIndicator current={stepNumber} labels={[t('changeMobile.steps.number'), t('changeMobile.steps.code')]} />
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        <Stack gap="md">
          {forced ? (
            <Alert color="red" title={t('changeMobile.forcedTitle')} data-testid="change-mobile-forced">
              {t('changeMobile.unverified')}
            </Alert>
          ) : null}
          {step.kind === 'otp' ? (
            <form noValidate onSubmit={(event) => void confirm(event)} data-testid="change-mobile-otp-form">
              <Stack gap="md">
                <StepHeading ref={stepRef}>{t('changeMobile.steps.code')}</StepHeading>
                <ErrorSummary errors={code.summary} attempt={code.attempt} />
                <OtpCodeInput {...code.input('oneTimePassword')} maskedMobile={step.otp.maskedMobile} />
                <ResendCodeButton
                  otp={step.otp}
                  onResend={async () => {
                    const sent = await resendOtp(step.otp.id);
                    setStep({ kind: 'otp', otp: receivedOtp(sent) });
                    return sent;
                  }}
                />
                <div className={formClasses.actions}>
                  <Button type="submit" disabled={code.sending}>
                    {t('changeMobile.confirm')}
                  </Button>
                  <Button variant="default" onClick={() => goTo({ kind: 'mobile' })}>
                    {t('changeMobile.otherNumber')}
                  </Button>
                </div>
              </Stack>
            </form>
          ) : step.kind === 'duplicate' ? (
            <Stack gap="md" data-testid="change-mobile-duplicate">
              <StepHeading ref={stepRef}>{t('changeMobile.duplicateTitle')}</StepHeading>
              <Alert color="orange">{t('changeMobile.duplicate', { mobile: step.mobile })}</Alert>
              <div className={formClasses.actions}>
                <Button onClick={() => void takeOver(step.mobile)} disabled={takingOver} data-testid="change-mobile-take-over">
                  {t('changeMobile.takeOver')}
                </Button>
                <Button variant="default" onClick={() => goTo({ kind: 'mobile' })}>
                  {t('changeMobile.otherNumber')}
                </Button>
              </div>
            </Stack>
          ) : (
            <form noValidate onSubmit={(event) => void sendMobile(event)} data-testid="change-mobile-form">
              <Stack gap="md">
                <StepHeading ref={stepRef}>{t('changeMobile.steps.number')}</StepHeading>
                <ErrorSummary errors={mobileForm.summary} attempt={mobileForm.attempt} />
                {session ? (
                  <Text>
                    {t('changeMobile.current')} <LtrText>{session.user.maskedMobile}</LtrText>
                  </Text>
                ) : null}
                <MobileField {...mobileForm.input('mobile')} label={t('changeMobile.newMobile')} description={t('register.mobileHint')} />
                <div className={formClasses.actions}>
                  <Button type="submit" disabled={mobileForm.sending}>
                    {t('changeMobile.sendCode')}
                  </Button>
                  {forced ? null : (
                    <Button variant="default" component={Link} to={paths.account}>
                      {t('common.cancel')}
                    </Button>
                  )}
                </div>
              </Stack>
            </form>
          )}
        </Stack>
      </div>
      {stepUpDialog}
    </Stack>
  );
}
