import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { useRequiredForm, type RequiredField } from './use-required-form.ts';

/** The ID number and captcha of the IAM login payload (spec §3). */
const fields: Record<'username' | 'captcha', RequiredField> = {
  username: { id: 'nafath-username', message: 'login.errors.nationalIdRequired' },
  captcha: { id: 'nafath-captcha', message: 'login.errors.captchaRequired' },
};

/** National single sign-on (Nafath): checked in the browser; the screen decides what a valid submit does. */
export function NafathLoginForm({ onValidSubmit }: { onValidSubmit: () => void }) {
  const { t } = useTranslation();
  const { formProps, errorOf, summary, attempt } = useRequiredForm(fields);
  return (
    <form {...formProps(onValidSubmit)} data-testid="nafath-login-form">
      <Stack gap="md">
        <ErrorSummary errors={summary} attempt={attempt} />
        <TextInput
          id={fields.username.id}
          name="username"
          label={t('login.nationalId')}
          description={t('login.nationalIdHint')}
          required
          inputMode="numeric"
          autoComplete="username"
          error={errorOf('username')}
        />
        <CaptchaField id={fields.captcha.id} name="captcha" error={errorOf('captcha')} />
        <Button type="submit" size="md" fullWidth>
          {t('login.submitNafath')}
        </Button>
      </Stack>
    </form>
  );
}
