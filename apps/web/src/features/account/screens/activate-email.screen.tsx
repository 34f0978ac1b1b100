import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { hasSession } from '../../../lib/session.ts';
import { activateEmail } from '../api/account-api.ts';

type Result = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * One activation per token and page: a token works once, so a second call (React's development double effect, or
 * the screen remounting) must reuse the first answer instead of reporting the spent token as invalid.
 */
const activations = new Map<string, Promise<void>>();
function activateOnce(token: string): Promise<void> {
  let pending = activations.get(token);
  if (!pending) {
    pending = activateEmail(token).then(() => undefined);
    activations.set(token, pending);
  }
  return pending;
}

/** Where the link of the activation e-mail lands (`#/activate-email?token=…`); open to everyone. */
export function ActivateEmailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [result, setResult] = useState<{ token: string; value: Result } | null>(null);

  useEffect(() => {
    if (token === '') return;
    let current = true;
    activateOnce(token)
      .then(() => current && setResult({ token, value: { kind: 'done' } }))
      .catch(
        (error: unknown) =>
          current &&
          setResult({
            token,
            value: { kind: 'failed', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) },
          }),
      );
    return () => {
      current = false;
    };
  }, [token, t]);

  const state: Result =
    token === '' ? { kind: 'failed', message: t('activateEmail.noToken') } : result?.token === token ? result.value : { kind: 'working' };
  const next = hasSession() ? paths.account : paths.login;

  return (
    <Stack gap="lg" align="flex-start" data-testid="activate-email-screen">
      <PageHeading>{t('activateEmail.title')}</PageHeading>
      {state.kind === 'working' ? (
        <Alert color="blue" title={t('activateEmail.working')} role="status" />
      ) : state.kind === 'done' ? (
        <Alert color="green" title={t('activateEmail.doneTitle')} data-testid="activate-email-done">
          {t('activateEmail.done')}
        </Alert>
      ) : (
        <Alert color="red" title={t('activateEmail.failedTitle')} role="alert" data-testid="activate-email-failed">
          {state.message}
        </Alert>
      )}
      <Button component={Link} to={next} variant={state.kind === 'done' ? 'filled' : 'default'}>
        {next === paths.account ? t('activateEmail.toAccount') : t('activateEmail.toLogin')}
      </Button>
    </Stack>
  );
}
