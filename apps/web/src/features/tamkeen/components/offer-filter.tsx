import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect } from '@mantine/core';
import { tamkeenOfferStatuses, type LookupItem, type TamkeenOfferFilter, type TamkeenOfferStatus } from '@sanad/contract';
import { useState, type FormEvent } from 'react';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { itemName, lookupItems } from '../../../lib/lookups.ts';

const isStatus = (value: string): value is TamkeenOfferStatus => (tamkeenOfferStatuses as readonly string[]).includes(value);

/**
 * The list's filter: a status, an opportunity type and a city, applied together; "Show all" clears it. Nothing is
 * sent until applied, so choosing three values makes one request.
 */
export function OfferFilter({ types, onApply }: { types: readonly LookupItem[]; onApply: (filter: TamkeenOfferFilter) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Each list starts with "any": a filter left alone narrows nothing.
  const options = (any: string, items: readonly LookupItem[]) => [
    { value: '', label: t(any) },
    ...items.map((item) => ({ value: item.code, label: itemName(item, language) })),
  ];
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [city, setCity] = useState('');
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ status: isStatus(status) ? [status] : null, opportunityType: type || null, city: city || null });
  };
  const clear = () => {
    setStatus('');
    setType('');
    setCity('');
    onApply({});
  };
  return (
    <section className={formClasses.card} aria-labelledby="offers-filter-title">
      <form noValidate onSubmit={apply} data-testid="offers-filter">
        <h2 id="offers-filter-title" className={formClasses.sectionTitle}>
          {t('tamkeen.offers.filter.title')}
        </h2>
        <Group align="end" gap="md">
          <NativeSelect
            id="offers-filter-status"
            label={t('tamkeen.offers.filter.status')}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
            data={[
              { value: '', label: t('tamkeen.offers.filter.any') },
              ...tamkeenOfferStatuses.map((value) => ({ value, label: t(`tamkeen.offers.status.${value}`) })),
            ]}
          />
          <NativeSelect
            id="offers-filter-type"
            label={t('tamkeen.offers.filter.type')}
            data={options('tamkeen.offers.filter.anyType', types)}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
          />
          <NativeSelect
            id="offers-filter-city"
            label={t('tamkeen.offers.filter.city')}
            data={options('tamkeen.offers.filter.anyCity', lookupItems('cities'))}
            value={city}
            onChange={(event) => setCity(event.currentTarget.value)}
          />
          <div className={formClasses.actions}>
            <Button type="submit" data-testid="offers-filter-apply">
              {t('tamkeen.offers.filter.apply')}
            </Button>
            <Button variant="default" onClick={clear} data-testid="offers-filter-clear">
              {t('tamkeen.offers.filter.clear')}
            </Button>
          </div>
        </Group>
      </form>
    </section>
  );
}
