import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { useRequiredForm, type RequiredField } from './use-required-form.ts';

/** Username, password and captcha: the login payload of spec §3. */
const fields: Record<'username' | 'password' | 'captcha', RequiredField> = {
  username: { id: 'login-username', message: 'login.errors.usernameRequired' },
  password: { id: 'login-password', message: 'login.errors.passwordRequired' },
  captcha: { id: 'login-captcha', message: 'login.errors.captchaRequired' },
};

/** Checked in the browser; what happens on a valid submit is the screen's decision. */
export function PasswordLoginForm({ onValidSubmit }: { onValidSubmit: () => void }) {
  const { t } = useTranslation();
  const { formProps, errorOf, summary, attempt } = useRequiredForm(fields);
  return (
    <form {...formProps(onValidSubmit)} data-testid="password-login-form">
      <Stack gap="md">
        <ErrorSummary errors={summary} attempt={attempt} />
        <TextInput
          id={fields.username.id}
          name="username"
          label={t('login.username')}
          description={t('login.usernameHint')}
          required
          autoComplete="username"
          spellCheck={false}
          error={errorOf('username')}
        />
        <PasswordInput
          id={fields.password.id}
          name="password"
          label={t('login.password')}
          required
          autoComplete="current-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          error={errorOf('password')}
        />
        <CaptchaField id={fields.captcha.id} name="captcha" error={errorOf('captcha')} />
        <Button type="submit" size="md" fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
