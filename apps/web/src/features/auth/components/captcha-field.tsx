import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './login-forms.module.css';

/**
 * The captcha of the sign-in forms: the place where the image will appear, and the field for its characters.
 * The image itself (GET /api/captcha/image) arrives with the identity release; the area says so plainly.
 */
export function CaptchaField({ id, name, error }: { id: string; name: string; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className={classes.captcha}>
      <div className={classes.captchaImage} data-testid="captcha-placeholder">
        {t('login.captcha.imagePending')}
      </div>
      <TextInput
        id={id}
        name={name}
        label={t('login.captcha.label')}
        description={t('login.captcha.hint')}
        required
        autoComplete="off"
        spellCheck={false}
        error={error}
      />
    </div>
  );
}
