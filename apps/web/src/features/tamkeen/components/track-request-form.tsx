import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import {
  tamkeenTrackRequestInputSchema,
  type TamkeenTrack,
  type TamkeenTrackRequestDetails,
  type TamkeenTrackRequestInput,
} from '@sanad/contract';
import { useState } from 'react';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { fileTrackRequest, validateTrackRequest } from '../api/tamkeen-track-api.ts';

/**
 * The request to change track (decision 073), in two steps: the form is checked by the server's validation (the
 * refusal save would give shows in the error summary), then the checked request is shown back to be filed.
 */
export function TrackRequestForm({
  current,
  choices,
  onFiled,
}: {
  current: TamkeenTrack | null;
  /** The tracks the classification allows other than the current one. */
  choices: readonly TamkeenTrack[];
  onFiled: (request: TamkeenTrackRequestDetails) => void;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<TamkeenTrackRequestInput | null>(null);
  const [filing, setFiling] = useState(false);
  const form = useForm({
    ids: { requestedTrack: 'track-request-track', reason: 'track-request-reason' },
    initial: { requestedTrack: '', reason: '' },
    schema: tamkeenTrackRequestInputSchema,
  });
  const check = form.onSubmit(async (body) => {
    await validateTrackRequest(body);
    setChecked(body);
  });
  const file = async (body: TamkeenTrackRequestInput) => {
    setFiling(true);
    try {
      const filed = await fileTrackRequest(body);
      toasts.show({ type: 'success', message: t('tamkeenTrack.form.filed', { number: filed.requestNumber }) });
      form.reset({ requestedTrack: '', reason: '' });
      setChecked(null);
      onFiled(filed);
    } catch (error) {
      // Refused after all (another request was filed meanwhile): back to the form, with the reason.
      setChecked(null);
      form.showError(error);
    } finally {
      setFiling(false);
    }
  };
  const name = (track: TamkeenTrack | null) => (track ? t(`tamkeen.track.values.${track}`) : t('tamkeen.track.none'));

  return (
    <section className={formClasses.card} aria-labelledby="track-request-form-title" data-testid="track-request-form">
      <h2 id="track-request-form-title" className={formClasses.sectionTitle}>
        {t('tamkeenTrack.form.title')}
      </h2>
      {checked ? (
        <Stack gap="sm" data-testid="track-request-checked">
          <Alert color="green" title={t('tamkeenTrack.form.checkedTitle')}>
            {t('tamkeenTrack.form.checked', { from: name(current), to: name(checked.requestedTrack) })}
          </Alert>
          <div className={formClasses.actions}>
            <Button onClick={() => void file(checked)} disabled={filing} data-testid="track-request-file">
              {t('tamkeenTrack.form.file')}
            </Button>
            <Button variant="default" onClick={() => setChecked(null)} disabled={filing} data-testid="track-request-change">
              {t('tamkeenTrack.form.change')}
            </Button>
          </div>
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void check(event)}>
          <Stack gap="sm">
            <ErrorSummary errors={form.summary} attempt={form.attempt} />
            <NativeSelect
              {...form.select('requestedTrack')}
              label={t('tamkeenTrack.form.track')}
              required
              data={[{ value: '', label: t('tamkeen.fields.choose') }, ...choices.map((track) => ({ value: track, label: name(track) }))]}
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
              <Button type="submit" disabled={form.sending} data-testid="track-request-check">
                {t('tamkeenTrack.form.check')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </section>
  );
}
