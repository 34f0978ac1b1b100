import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { tamkeenTrackRequestEditSchema, type TamkeenTrack, type TamkeenTrackRequestDetails } from '@sanad/contract';
import { useState } from 'react';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { editTrackRequest } from '../api/tamkeen-track-api.ts';

/** A NEW request's track and reason, changed before a case worker takes it (decision 073): the server checks again. */
export function TrackRequestEdit({ request, choices }: { request: TamkeenTrackRequestDetails; choices: readonly TamkeenTrack[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm({
    ids: { requestedTrack: 'track-request-edit-track', reason: 'track-request-edit-reason' },
    initial: { requestedTrack: request.requestedTrack, reason: request.reason },
    schema: tamkeenTrackRequestEditSchema,
    toInput: (values) => ({ id: request.id, requestedTrack: values.requestedTrack, reason: values.reason }),
  });
  const send = form.onSubmit(async (body) => {
    await editTrackRequest(body);
    toasts.show({ type: 'success', message: t('tamkeenTrack.edit.saved') });
    setOpen(false);
  });
  if (!open) {
    return (
      <div>
        <Button variant="default" onClick={() => setOpen(true)} data-testid="track-request-edit-open">
          {t('tamkeenTrack.edit.open')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void send(event)} data-testid="track-request-edit-form">
      <Stack gap="sm">
        <h3 className={formClasses.sectionTitle}>{t('tamkeenTrack.edit.title')}</h3>
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <NativeSelect
          {...form.select('requestedTrack')}
          label={t('tamkeenTrack.form.track')}
          required
          data={choices.map((track) => ({ value: track, label: t(`tamkeen.track.values.${track}`) }))}
        />
        <Textarea
          {...form.input('reason')}
          label={t('tamkeenTrack.form.reason')}
          description={t('tamkeenTrack.form.reasonHint')}
          required
          rows={3}
          maxLength={500}
        />
        <div className={formClasses.actions}>
          <Button type="submit" disabled={form.sending} data-testid="track-request-edit-save">
            {t('tamkeenTrack.edit.save')}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)} disabled={form.sending}>
            {t('tamkeenTrack.edit.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
