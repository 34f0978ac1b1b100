import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import type { House } from '@sanad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation, type TFunction } from '../../../lib/i18n.tsx';
import { selectHouse, useSelectableHouses } from '../api/application-flow-api.ts';
import classes from './flow.module.css';
import { LoadState } from './load-state.tsx';
import { StepActions } from './step-actions.tsx';

/** A house as the flow names it: its own label, else "House 2". */
export function houseTitle(house: Pick<House, 'label'>, index: number, t: TFunction): string {
  return house.label ?? t('applicationFlow.houses.numbered', { number: index + 1 });
}

/** The street part of a house's national address, enough to tell the applicant's houses apart. */
export function houseStreet(house: Pick<House, 'buildingNumber' | 'street' | 'district'>): string {
  return [`${house.buildingNumber} ${house.street}`.trim(), house.district].filter((part) => part !== '').join(' · ');
}

/**
 * Step 2, "Houses": every house of the applicant, ticked when the application counts it. Each tick is saved at once
 * (select-houses); at least one house is needed to go on, and houses are added or changed on the houses page.
 */
export function HousesStep({ applicationId, onBack, onNext }: { applicationId: string; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const houses = useSelectableHouses(applicationId);
  const [saving, setSaving] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const list = houses.data ?? [];

  const toggle = async (houseId: string, selected: boolean) => {
    setSaving(houseId);
    setMissing(false);
    try {
      await selectHouse(applicationId, houseId, selected);
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
    } finally {
      setSaving(null);
    }
  };

  const next = () => {
    if (!list.some((house) => house.selected)) {
      setMissing(true);
      return;
    }
    onNext();
  };

  return (
    <LoadState failed={houses.failed} loaded={houses.data !== undefined} retry={houses.retry}>
      <Stack gap="md">
        <Text>{t('applicationFlow.houses.intro')}</Text>
        {missing ? (
          <Alert color="red" role="alert" data-testid="houses-missing">
            {t('applicationFlow.houses.atLeastOne')}
          </Alert>
        ) : null}
        {list.length === 0 ? (
          <Text data-testid="houses-none">{t('applicationFlow.houses.none')}</Text>
        ) : (
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{t('applicationFlow.houses.legend')}</legend>
            <ul className={classes.choices} data-testid="houses-choices">
              {list.map((house, index) => (
                <li key={house.id} className={classes.choice}>
                  <Checkbox
                    id={`house-${house.id}`}
                    checked={house.selected}
                    disabled={saving !== null}
                    onChange={(event) => void toggle(house.id, event.currentTarget.checked)}
                    label={houseTitle(house, index, t)}
                    description={houseStreet(house)}
                    data-testid="house-choice"
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <Text>
          <Link to={paths.houses} className={formClasses.link} data-testid="houses-manage">
            {t('applicationFlow.houses.manage')}
          </Link>
        </Text>
        <StepActions onNext={next} onBack={onBack} busy={saving !== null} nextTestId="houses-next" />
      </Stack>
    </LoadState>
  );
}
