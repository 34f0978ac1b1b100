import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useOffers } from '../api/tamkeen-offers-api.ts';

const openOnly = { status: ['OFFERED' as const] };

/** The /tamkeen dashboard's part of the job offers: how many are open to answer, and the way to them. */
export function OpenOffersCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const open = useOffers(enabled, 0, openOnly);
  if (!enabled || !open.data) return null;
  return (
    <section className={formClasses.card} aria-labelledby="tamkeen-offers-title" data-testid="tamkeen-offers-card">
      <h2 id="tamkeen-offers-title" className={formClasses.sectionTitle}>
        {t('tamkeen.offers.title')}
      </h2>
      <Stack gap="sm">
        <Text data-testid="tamkeen-open-offers">{t('tamkeen.offers.card.open', { count: open.data.total })}</Text>
        <div className={formClasses.actions}>
          <Button component={Link} to={paths.tamkeenJobOffers} data-testid="tamkeen-open-job-offers">
            {t('tamkeen.offers.card.link')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
