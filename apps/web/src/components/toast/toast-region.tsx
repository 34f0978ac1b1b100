import { CloseButton } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { toasts as defaultStore, type Toast, type ToastStore } from './toast-store.ts';
import classes from './toast-region.module.css';

/**
 * HTML content, sanitised before it reaches the DOM since messages may come from the server. DOMPurify loads on
 * the first HTML toast, which keeps it off the first screen's bundle; the toast is empty for that instant.
 */
function HtmlMessage({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('dompurify').then(({ default: purify }) => {
      if (current) setClean(purify.sanitize(html, { USE_PROFILES: { html: true } }));
    });
    return () => {
      current = false;
    };
  }, [html]);
  return clean === null ? <div /> : <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

function ToastMessage({ toast }: { toast: Toast }) {
  return toast.html ? <HtmlMessage html={toast.message} /> : <div>{toast.message}</div>;
}

/**
 * The on-screen toasts. The region is a polite live region that exists before any toast does, so screen readers
 * announce each new toast. Hovering or focusing a toast holds it open; leaving starts its extended time-out.
 */
export function ToastRegion({ store = defaultStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return (
    <section className={classes.region} aria-label={t('toast.region')} aria-live="polite" aria-relevant="additions text">
      {items.map((toast) => (
        <div
          key={toast.id}
          className={classes.toast}
          data-type={toast.type}
          data-testid="toast"
          onMouseEnter={() => store.hold(toast.id)}
          onMouseLeave={() => store.release(toast.id)}
          onFocus={() => store.hold(toast.id)}
          onBlur={() => store.release(toast.id)}
        >
          <div className={classes.body}>
            {toast.title ? <div className={classes.title}>{toast.title}</div> : null}
            <ToastMessage toast={toast} />
          </div>
          <CloseButton size="sm" aria-label={t('toast.close')} onClick={() => store.dismiss(toast.id)} />
        </div>
      ))}
    </section>
  );
}
