import { useCallback, useState } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { useTranslation, type TFunction } from '../../lib/i18n.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { SummaryError } from '../error-summary.tsx';
import type { UploadHold } from './files-to-upload.ts';
import type { UploadFieldState } from './upload-field.tsx';

/** Why a form cannot go on past its upload field, as the person reads it (with the plural form of the count). */
export function holdMessage(hold: UploadHold, t: TFunction): string {
  return t(`upload.hold.${hold.reason}`, { count: hold.count });
}

/** What a form holding one upload field needs to honour the field's state (see `useUploadGate`). */
export interface UploadGate {
  /** Why the form cannot go on now, or null. */
  hold: UploadHold | null;
  /** The field's `onChange`. */
  onChange: (state: UploadFieldState) => void;
  /** The field's `error`: the reason, once the person tried to go on, for as long as it holds. */
  error: string | undefined;
  /** The error summary's entries (linked to the field's input) and its `attempt`. */
  summary: SummaryError[];
  attempt: number;
  /** Whether the form may go on; when not, the reason shows at the summary (which takes focus) and at the field. */
  check: () => boolean;
}

/**
 * The form's `validFiles` control of spec §5, wired: a form with an upload field goes on (Continue, Send) only when no
 * chosen file failed, none is on its way and none waits to be sent; otherwise it says why, the GOV.UK way: an error
 * summary at the top that takes focus and links to the field, and the same message at the field. Nothing is said
 * before the person tries to go on, and the message goes once the files are uploaded or removed.
 */
export function useUploadGate(inputId: string): UploadGate {
  const { t } = useTranslation();
  const [hold, setHold] = useState<UploadHold | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Once the reason is gone, the next one waits for the next try again (state set while rendering, React's way).
  if (hold === null && attempt !== 0) setAttempt(0);
  const onChange = useCallback((state: UploadFieldState) => setHold(state.hold), []);
  const message = hold && attempt > 0 ? holdMessage(hold, t) : undefined;
  const check = () => {
    if (hold === null) return true;
    setAttempt((count) => count + 1);
    return false;
  };
  return { hold, onChange, error: message, summary: message ? [{ fieldId: inputId, message }] : [], attempt, check };
}

/** Asks before files chosen and not stored are left behind: closing their dialog, or leaving their page. */
export function UploadLeaveDialog({
  hold,
  opened,
  onStay,
  onLeave,
}: {
  hold: UploadHold | null;
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('upload.leave.title')}
      confirmLabel={t('upload.leave.confirm')}
      // Staying shows why at the error summary, which takes focus.
      returnFocus={false}
      onConfirm={onLeave}
      onClose={onStay}
    >
      {`${hold ? `${holdMessage(hold, t)} ` : ''}${t('upload.leave.body')}`}
    </ConfirmDialog>
  );
}

/**
 * Keeps a page with an upload field from being left while chosen files are not stored (`hold`): a link, the back
 * button or a step of a flow asks first, and closing or reloading the tab gets the browser's own question. The person
 * may leave without the files, or stay (`onStay`: the form then says why at the field, `UploadGate.check`).
 */
export function UploadLeaveGuard({ hold, onStay }: { hold: UploadHold | null; onStay?: () => void }) {
  const blocker = useBlocker(hold !== null);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (hold !== null) event.preventDefault();
      },
      [hold],
    ),
  );
  return (
    <UploadLeaveDialog
      hold={hold}
      opened={blocker.state === 'blocked'}
      onStay={() => {
        blocker.reset?.();
        onStay?.();
      }}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
