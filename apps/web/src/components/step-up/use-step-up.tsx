import { useCallback, useRef, useState, type ReactElement } from 'react';
import { isApiRequestError } from '../../lib/api-error.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

/** The server's answer when a change needs a fresher proof of identity (428, decision 013). */
export function isStepUpRequired(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 428 && error.code === 'STEP_UP_REQUIRED';
}

/**
 * Runs a call that may need a fresh proof of identity (a change of mobile, e-mail or payment IBAN): when the server
 * answers STEP_UP_REQUIRED, the "confirm it is you" dialog opens, and once the person has confirmed, the call is made
 * again and its answer returned. Closing the dialog rejects with the server's own STEP_UP_REQUIRED error, so the
 * form shows why nothing was changed. Render `stepUpDialog` once in the screen.
 */
export function useStepUp(): { withStepUp: <T>(call: () => Promise<T>) => Promise<T>; stepUpDialog: ReactElement } {
  const [opened, setOpened] = useState(false);
  const settle = useRef<((proved: boolean) => void) | null>(null);

  const withStepUp = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      const proved = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpened(true);
      });
      if (!proved) throw error;
      return call();
    }
  }, []);

  const finish = (proved: boolean) => {
    setOpened(false);
    settle.current?.(proved);
    settle.current = null;
  };

  return {
    withStepUp,
    stepUpDialog: <StepUpDialog opened={opened} onProved={() => finish(true)} onCancel={() => finish(false)} />,
  };
}
