import { isApiRequestError } from '../../lib/api-error.ts';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** Time-outs of spec §9 with ngx-toastr's meaning: `timeOut` from showing, `extendedTimeOut` after hovering off. */
export const toastDefaults = { timeOut: 15000, extendedTimeOut: 1000 } as const;
/**
 * At most this many toasts on screen (ngx-toastr's `maxOpened` with `autoDismiss`): a new one closes the oldest, so a
 * run of quick saves never stacks toasts over a phone's whole screen for the 15 s each stays.
 */
export const maxOpenedToasts = 3;
/** Errors that carry a support ID stay 3 s after the pointer leaves, time to copy the ID (spec §8). */
export const supportIdExtendedTimeOut = 3000;
export const supportIdPhrase = 'Your support ID';

export interface ToastInput {
  type: ToastType;
  /** Plain text, or HTML when `html` is set; HTML is sanitised before it is shown. */
  message: string;
  title?: string;
  html?: boolean;
  timeOut?: number;
  extendedTimeOut?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'title'>> {
  id: number;
  title?: string;
}

export interface Timers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ToastStore {
  /** Shows a toast; returns its id, or null when the same type and text is already on screen. */
  show(input: ToastInput): number | null;
  dismiss(id: number): void;
  /** The pointer entered the toast: it stays until the pointer leaves. */
  hold(id: number): void;
  /** The pointer left: it closes after its extended time-out. */
  release(id: number): void;
  subscribe(listener: () => void): () => void;
  snapshot(): readonly Toast[];
}

const duplicateKey = (toast: Pick<ToastInput, 'type' | 'message'>) => `${toast.type}\u0000${toast.message}`;

/** A small toast queue with ngx-toastr's time-out rules and duplicate prevention (spec §9). */
export function createToastStore(timers: Timers = browserTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const publish = () => {
    for (const listener of listeners) listener();
  };
  const stopTimer = (id: number) => {
    if (handles.has(id)) timers.clear(handles.get(id));
    handles.delete(id);
  };
  const startTimer = (id: number, ms: number) => {
    stopTimer(id);
    if (ms > 0)
      handles.set(
        id,
        timers.set(() => store.dismiss(id), ms),
      );
  };

  const store: ToastStore = {
    show(input) {
      const key = duplicateKey(input);
      if (toasts.some((toast) => duplicateKey(toast) === key)) return null;
      const toast: Toast = {
        id: nextId++,
        type: input.type,
        message: input.message,
        html: input.html ?? false,
        timeOut: input.timeOut ?? toastDefaults.timeOut,
        extendedTimeOut: input.extendedTimeOut ?? toastDefaults.extendedTimeOut,
        ...(input.title === undefined ? {} : { title: input.title }),
      };
      for (const oldest of toasts.slice(0, Math.max(0, toasts.length - maxOpenedToasts + 1))) stopTimer(oldest.id);
      toasts = [...toasts.slice(Math.max(0, toasts.length - maxOpenedToasts + 1)), toast];
      startTimer(toast.id, toast.timeOut);
      publish();
      return toast.id;
    },
    dismiss(id) {
      stopTimer(id);
      if (!toasts.some((toast) => toast.id === id)) return;
      toasts = toasts.filter((toast) => toast.id !== id);
      publish();
    },
    hold(id) {
      stopTimer(id);
    },
    release(id) {
      const toast = toasts.find((item) => item.id === id);
      if (toast) startTimer(id, toast.extendedTimeOut);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
  };
  return store;
}

/** The toasts of the running app. */
export const toasts = createToastStore();

/** The text of an error as the server wrote it (the message of the error body), or a thrown string. */
function errorText(error: unknown): string | null {
  if (isApiRequestError(error)) return error.body.message;
  if (typeof error === 'string') return error;
  return null;
}

/** The toast an error deserves under spec §8: errors carrying a support ID become error toasts; others none. */
export function supportIdToast(error: unknown): ToastInput | null {
  const text = errorText(error);
  if (text === null || !text.includes(supportIdPhrase)) return null;
  return { type: 'error', message: text, extendedTimeOut: supportIdExtendedTimeOut };
}
