import { Button } from '@mantine/core';
import { useState } from 'react';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { downloadGeneratedCv } from '../api/tamkeen-track-api.ts';

/** Downloads the CV the portal builds from the profile as it is now: one PDF, Arabic then English (decision 073). */
export function CvDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGeneratedCv(t('tamkeenTrack.cv.fileName'));
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={() => void download()} disabled={busy} data-testid="tamkeen-cv-download">
      {t('tamkeenTrack.cv.download')}
    </Button>
  );
}
