import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import formClasses from './form.module.css';

/**
 * The fields every identity form asks for, with their conventions in one place: digits read left to right inside
 * Arabic pages, the right keyboard on phones, browser autofill hints, and a password toggle with a spoken name.
 * Callers pass the form binding (`form.input(name)`), the label and any hint.
 */

/** National ID or residence number: 10 digits. */
export function NinField(props: TextInputProps) {
  return (
    <TextInput required inputMode="numeric" autoComplete="username" maxLength={10} classNames={{ input: formClasses.ltr }} {...props} />
  );
}

/** A Saudi mobile number, 05XXXXXXXX. */
export function MobileField(props: TextInputProps) {
  return (
    <TextInput
      required
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={10}
      classNames={{ input: formClasses.ltr }}
      {...props}
    />
  );
}

/** A password; `autoComplete` tells the browser whether to offer the saved one or a new one. */
export function SecretField(props: PasswordInputProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
      {...props}
    />
  );
}
