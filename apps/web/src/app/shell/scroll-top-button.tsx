import { UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { nextScrollTopVisible } from './scroll-top.ts';
import classes from './shell.module.css';

/** Scroll position of the window, passed through the spec's hysteresis. */
export function useScrollTopVisible(): boolean {
  const [visible, setVisible] = useState(() => nextScrollTopVisible(false, window.scrollY));
  useEffect(() => {
    const update = () => setVisible((current) => nextScrollTopVisible(current, window.scrollY));
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return visible;
}

export function ScrollTopButton() {
  const { t } = useTranslation();
  const visible = useScrollTopVisible();
  if (!visible) return null;
  return (
    <UnstyledButton
      className={classes.scrollTop}
      data-testid="scroll-top"
      aria-label={t('shell.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5 5 12l1.4 1.4 4.6-4.6V19h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </UnstyledButton>
  );
}
