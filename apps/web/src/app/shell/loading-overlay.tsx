import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { requestCounter as defaultCounter, type RequestCounter } from '../../lib/request-counter.ts';
import hidden from '../../components/visually-hidden.module.css';
import classes from './shell.module.css';

/** Matches the CSS transition of `.overlay[data-leaving]` (spec §9: fades out over 300 ms). */
export const overlayFadeOutMs = 300;

type Phase = 'idle' | 'busy' | 'leaving';

/**
 * A plain dim layer over the whole screen while any API request is in flight (spec §2, §9: no spinner). The busy
 * label is for screen readers only.
 */
export function LoadingOverlay({ counter = defaultCounter }: { counter?: RequestCounter }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(() => (counter.pending > 0 ? 'busy' : 'idle'));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = counter.subscribe((busy) => {
      clearTimeout(timer);
      if (busy) {
        setPhase('busy');
        return;
      }
      setPhase((current) => (current === 'idle' ? 'idle' : 'leaving'));
      timer = setTimeout(() => setPhase('idle'), overlayFadeOutMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [counter]);

  if (phase === 'idle') return null;
  return (
    <div
      className={classes.overlay}
      data-testid="loading-overlay"
      data-leaving={phase === 'leaving' ? '' : undefined}
      role="status"
      aria-busy={phase === 'busy'}
    >
      <span className={hidden.hidden}>{t('shell.loading')}</span>
    </div>
  );
}
