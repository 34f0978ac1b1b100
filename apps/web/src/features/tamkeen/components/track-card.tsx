import { Button, Stack, Text } from '@mantine/core';
import type { TamkeenClassificationInfo } from '@sanad/contract';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The dashboard's track card (decision 073): the current track and the way to ask for another. */
export function TrackCard({ classification }: { classification: TamkeenClassificationInfo | undefined }) {
  const { t } = useTranslation();
  if (!classification?.track) return null;
  return (
    <section className={formClasses.card} aria-labelledby="tamkeen-track-card-title" data-testid="tamkeen-track-card">
      <h2 id="tamkeen-track-card-title" className={formClasses.sectionTitle}>
        {t('tamkeenTrack.card.title')}
      </h2>
      <Stack gap="sm">
        <Text>{t('tamkeenTrack.card.current', { track: t(`tamkeen.track.values.${classification.track}`) })}</Text>
        <div className={formClasses.actions}>
          <Button component={Link} to={paths.tamkeenTrack} variant="default" data-testid="tamkeen-open-track">
            {t('tamkeenTrack.card.open')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
