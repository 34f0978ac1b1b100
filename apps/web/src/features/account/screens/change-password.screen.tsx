import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import { contract } from '@sanad/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { paths, postLoginPath } from '../../../app/paths.ts';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { SecretField } from '../../../components/form/identity-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { confirmationError } from '../../../components/form/password-confirmation.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { saveSession, useSession } from '../../../lib/session.ts';
import { changePassword } from '../api/account-api.ts';
import { isStandIn, StandInAccountNote } from '../components/stand-in-note.tsx';

const ids = { oldPassword: 'change-password-old', newPassword: 'change-password-new', confirmPassword: 'change-password-confirm' };

/**
 * Change the password. When the account is flagged (`changePasswordRequired`: a temporary or migrated password)
 * the guard keeps the user here until it is done, and the page says why; afterwards the post-login chain goes on.
 * During an emergency login the server refuses the change, so unless it is that forced step the screen says where
 * the setting is instead of offering the form.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const forced = session?.user.changePasswordRequired === true;
  const standIn = isStandIn(session) && !forced;

  const form = useForm({
    ids,
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    schema: contract.users.changePassword.body,
    toInput: (values) => ({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    validate: (values, found) => ({
      confirmPassword: confirmationError(values.newPassword, values.confirmPassword, found.newPassword, language),
    }),
  });

  const save = form.onSubmit(async (body) => {
    const user = await changePassword(body);
    saveSession(user);
    toasts.show({ type: 'success', message: t('changePassword.saved') });
    await navigate(postLoginPath(user), { replace: true });
  });

  if (standIn) {
    return (
      <Stack gap="lg" data-testid="change-password-screen">
        <PageHeading>{t('changePassword.title')}</PageHeading>
        <StandInAccountNote />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="change-password-screen">
      <PageHeading>{t('changePassword.title')}</PageHeading>
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        <form noValidate onSubmit={(event) => void save(event)}>
          <Stack gap="md">
            <ErrorSummary errors={form.summary} attempt={form.attempt} />
            {forced ? (
              <Alert color="orange" title={t('changePassword.forcedTitle')} data-testid="change-password-forced">
                {t('changePassword.forced')}
              </Alert>
            ) : null}
            <SecretField
              {...form.input('oldPassword')}
              label={t('changePassword.oldPassword')}
              description={forced ? t('changePassword.oldPasswordForcedHint') : undefined}
              autoComplete="current-password"
            />
            <SecretField
              {...form.input('newPassword')}
              label={t('changePassword.newPassword')}
              description={t('register.passwordHint')}
              autoComplete="new-password"
            />
            <SecretField {...form.input('confirmPassword')} label={t('changePassword.confirmPassword')} autoComplete="new-password" />
            <div className={formClasses.actions}>
              <Button type="submit" disabled={form.sending}>
                {t('changePassword.save')}
              </Button>
              {forced ? null : (
                <Button variant="default" component={Link} to={paths.account}>
                  {t('common.cancel')}
                </Button>
              )}
            </div>
          </Stack>
        </form>
      </div>
    </Stack>
  );
}
