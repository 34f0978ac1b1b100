import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import type { OtpSent } from '@sanad/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { toasts } from '../toast/toast-store.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { formatCountdown, receivedOtp, useSecondsLeft, type OtpState } from './countdown.ts';
import classes from './otp-fields.module.css';
import { LtrText } from '../ltr-text.tsx';

export interface OtpCodeInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  maskedMobile: string;
}

/** The 6-digit code field: numeric keypad on phones, and the browser may offer the code from the SMS. */
export function OtpCodeInput({ maskedMobile, ...props }: OtpCodeInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...props}
      label={t('otp.label')}
      description={
        // The number is Latin digits and stars: isolated so the Arabic sentence does not reorder it.
        <>
          {t('otp.sentTo')} <LtrText testId="otp-masked-mobile">{maskedMobile}</LtrText>
        </>
      }
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      spellCheck={false}
      classNames={{ input: classes.code }}
      data-testid="otp-input"
    />
  );
}

/**
 * Asks for a new code, disabled with a visible countdown until the server allows it (`resendAfterSeconds`). A failed
 * resend says why in a toast and keeps the code the user may already be typing.
 */
export function ResendCodeButton({ otp, onResend }: { otp: OtpState; onResend: () => Promise<OtpSent> }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(otp.resendAt);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await onResend();
      toasts.show({ type: 'success', message: t('otp.resent') });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={classes.resend}>
      <Button variant="subtle" onClick={() => void resend()} disabled={left > 0 || sending} data-testid="otp-resend">
        {left > 0 ? t('otp.resendIn', { time: formatCountdown(left) }) : t('otp.resend')}
      </Button>
    </div>
  );
}

export { receivedOtp, type OtpState };
