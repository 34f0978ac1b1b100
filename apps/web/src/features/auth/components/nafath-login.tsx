import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { IamRequest } from '@sanad/contract';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { paths, postLoginPath } from '../../../app/paths.ts';
import { CaptchaField, useCaptcha } from '../../../components/captcha/captcha-field.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { StepHeading, useStepFocus } from '../../../components/step-heading.tsx';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { iamLogin } from '../api/auth-api.ts';
import { useIamPolling, type IamOutcome } from './use-iam-polling.ts';
import classes from './nafath-login.module.css';

/**
 * National single sign-on (Nafath): national ID and captcha, then the number to choose in the identity app.
 * `handedOver` is the national ID another form sent here (the password form, for an unverified mobile): it is filled
 * in, and focus moves to this form's heading so the change of form is announced.
 */
export function NafathLogin({ idPrefix, handedOver = null }: { idPrefix: string; handedOver?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [request, setRequest] = useState<IamRequest | null>(null);
  const outcome = useIamPolling(request);
  const { stepRef, focusStep } = useStepFocus();
  const form = useForm({
    ids: { username: `${idPrefix}-username`, captcha: `${idPrefix}-captcha` },
    initial: { username: handedOver ?? '', captcha: '' },
    validate: (values) => ({
      username: values.username.trim() === '' ? t('login.errors.nationalIdRequired') : undefined,
      captcha: values.captcha.trim() === '' ? t('login.errors.captchaRequired') : undefined,
    }),
  });

  useEffect(() => {
    if (outcome?.kind === 'signedIn') void navigate(postLoginPath(outcome.user), { replace: true });
  }, [outcome, navigate]);

  // Once, when the form opens with a handed-over national ID.
  const handedOverOnOpen = useRef(handedOver !== null);
  useEffect(() => {
    if (handedOverOnOpen.current) focusStep();
  }, [focusStep]);

  const start = form.onSubmit(async (values) => {
    try {
      setRequest(await iamLogin({ username: values.username.trim(), captcha: values.captcha.trim() }));
      focusStep();
    } catch (error) {
      // Single-use captcha: a new image after any failed try.
      captcha.refresh();
      form.discard('captcha');
      throw error;
    }
  });

  const startAgain = () => {
    setRequest(null);
    captcha.refresh();
    form.reset({ captcha: '' });
    focusStep();
  };

  if (request && outcome) return <NafathProgress request={request} outcome={outcome} onStartAgain={startAgain} headingRef={stepRef} />;

  return (
    <form noValidate onSubmit={(event) => void start(event)} data-testid="nafath-login-form">
      <Stack gap="md">
        <StepHeading ref={stepRef}>{t('nafath.formHeading')}</StepHeading>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <TextInput
          {...form.input('username')}
          label={t('login.nationalId')}
          description={t('login.nationalIdHint')}
          required
          inputMode="numeric"
          autoComplete="username"
          maxLength={10}
        />
        <CaptchaField captcha={captcha} {...form.input('captcha')} />
        <Button type="submit" size="md" fullWidth disabled={form.sending}>
          {t('login.submitNafath')}
        </Button>
      </Stack>
    </form>
  );
}

/** The waiting number while the person answers in the identity app, then what their answer means. */
function NafathProgress({
  request,
  outcome,
  onStartAgain,
  headingRef,
}: {
  request: IamRequest;
  outcome: IamOutcome;
  onStartAgain: () => void;
  /** Where focus lands when the request starts: the waiting step's heading. */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const demoMode = useAppConfig()?.demoMode === true;

  if (outcome.kind === 'waiting' || outcome.kind === 'signedIn') {
    return (
      <Stack gap="md" data-testid="nafath-waiting">
        <StepHeading ref={headingRef}>{t('nafath.waitingHeading')}</StepHeading>
        <div className={classes.numberBox} role="status">
          <Text fw={700}>{t('nafath.chooseNumber')}</Text>
          <span className={classes.number} dir="ltr" data-testid="nafath-random">
            {request.random}
          </span>
          <Text size="sm">{t('nafath.waiting')}</Text>
        </div>
        {demoMode ? (
          <Text size="sm">
            <a className={classes.demoLink} href={`#${paths.devOutbox}`} target="_blank" rel="noreferrer">
              {t('nafath.demoSimulator')}
            </a>
          </Text>
        ) : null}
        <Button variant="default" onClick={onStartAgain}>
          {t('nafath.cancel')}
        </Button>
      </Stack>
    );
  }

  if (outcome.kind === 'notRegistered') {
    return (
      <Stack gap="md" data-testid="nafath-not-registered">
        <Alert color="orange" title={t('nafath.notRegisteredTitle')} role="alert">
          {t('nafath.notRegistered')}
        </Alert>
        <div className={classes.actions}>
          <Button component={Link} to={paths.register}>
            {t('nafath.register')}
          </Button>
          <Button variant="default" onClick={onStartAgain}>
            {t('nafath.startAgain')}
          </Button>
        </div>
      </Stack>
    );
  }

  const message =
    outcome.kind === 'rejected'
      ? t('nafath.rejected')
      : outcome.kind === 'expired'
        ? t('nafath.expired')
        : errorMessage(outcome.error, { network: t('errors.network'), unexpected: t('errors.unexpected') });
  return (
    <Stack gap="md" data-testid={`nafath-${outcome.kind}`}>
      <Alert color="red" title={t('nafath.notSignedIn')} role="alert">
        {message}
      </Alert>
      <Button onClick={onStartAgain}>{t('nafath.startAgain')}</Button>
    </Stack>
  );
}
