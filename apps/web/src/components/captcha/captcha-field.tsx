import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import { useCallback, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { captchaImageUrl, takePrefetchedCaptcha } from './captcha-image.ts';
import classes from './captcha-field.module.css';

/**
 * The captcha image of a form. Captchas are single use, so the form calls `refresh` after every failed attempt;
 * the server keeps only the latest image of a browser.
 */
export function useCaptcha() {
  const [timestamp, setTimestamp] = useState(() => takePrefetchedCaptcha() ?? Date.now());
  const refresh = useCallback(() => setTimestamp((previous) => Math.max(Date.now(), previous + 1)), []);
  return { src: captchaImageUrl(timestamp), refresh };
}

export type Captcha = ReturnType<typeof useCaptcha>;

export interface CaptchaFieldProps {
  captcha: Captcha;
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/** The captcha image, a button for a new one, and the field for its characters. */
export function CaptchaField({ captcha, ...input }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.captcha}>
      <div className={classes.imageRow}>
        {/* The login screen's largest element: prefetched at start-up, and otherwise fetched ahead of the fonts. */}
        <img
          className={classes.image}
          src={captcha.src}
          alt={t('captcha.alt')}
          width={200}
          height={64}
          fetchPriority="high"
          data-testid="captcha-image"
        />
        <Button variant="default" onClick={captcha.refresh} data-testid="captcha-refresh">
          {t('captcha.refresh')}
        </Button>
      </div>
      <TextInput
        {...input}
        label={t('captcha.label')}
        description={t('captcha.hint')}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        classNames={{ input: classes.answer }}
      />
    </div>
  );
}
