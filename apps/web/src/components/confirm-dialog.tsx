// Every stylesheet the modal is drawn with: its panel is a Paper, its backdrop an Overlay. A screen that imported none
// of them showed the dialog without background or backdrop.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.tsx';
import formClasses from './form/form.module.css';

/**
 * Asks before an action that cannot be undone from the screen (deleting a house, removing a dependent). The confirm
 * button is disabled while the action runs; a failure keeps the dialog open for `onConfirm` to report.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = true,
  cancelable = true,
  returnFocus = true,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** False for a dialog that only informs (why something cannot be done): one button, no cancel. */
  cancelable?: boolean;
  /** False when closing moves focus on purpose (to an error summary), instead of back to what opened the dialog. */
  returnFocus?: boolean;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <div className={formClasses.actions}>
          <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} disabled={busy} data-testid="confirm-dialog-confirm">
            {confirmLabel}
          </Button>
          {cancelable ? (
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          ) : null}
        </div>
      </Stack>
    </Modal>
  );
}
