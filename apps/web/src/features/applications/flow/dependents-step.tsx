import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { SelectedHouseDependents, SelectionDependent } from '@sanad/contract';
import { useState } from 'react';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { nameIn } from '../../../lib/names.ts';
import { selectDependents, useHousesDependents } from '../api/application-flow-api.ts';
import classes from './flow.module.css';
import { houseStreet, houseTitle } from './houses-step.tsx';
import { LoadState } from './load-state.tsx';
import { StepActions } from './step-actions.tsx';

/** The ids ticked per house. */
type Choices = Record<string, readonly string[]>;

const selectedIds = (dependents: readonly SelectionDependent[]) => dependents.filter((d) => d.selected).map((d) => d.id);
const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Step 3, "Dependents": per selected house, the dependents living there. The ones that may be counted are ticked or
 * not; the others are listed with the reason (a relation still to confirm, say). Each house is saved on its own
 * (select-houses-dependents); going on saves the houses whose ticks changed.
 */
export function DependentsStep({ applicationId, onBack, onNext }: { applicationId: string; onBack: () => void; onNext: () => void }) {
  const selection = useHousesDependents(applicationId);
  return (
    <LoadState failed={selection.failed} loaded={selection.data !== undefined} retry={selection.retry}>
      {selection.data ? <DependentsForm applicationId={applicationId} houses={selection.data} onBack={onBack} onNext={onNext} /> : null}
    </LoadState>
  );
}

function DependentsForm({
  applicationId,
  houses,
  onBack,
  onNext,
}: {
  applicationId: string;
  houses: readonly SelectedHouseDependents[];
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [choices, setChoices] = useState<Choices>({});
  const [busy, setBusy] = useState(false);

  const chosen = (entry: SelectedHouseDependents) => choices[entry.house.id] ?? selectedIds(entry.dependents);
  const changed = (entry: SelectedHouseDependents) => !sameIds(chosen(entry), selectedIds(entry.dependents));

  const tick = (houseId: string, current: readonly string[], dependentId: string, on: boolean) =>
    setChoices((all) => ({ ...all, [houseId]: on ? [...current, dependentId] : current.filter((id) => id !== dependentId) }));

  /** Saves the houses given; true when all were saved. */
  const save = async (entries: readonly SelectedHouseDependents[]): Promise<boolean> => {
    setBusy(true);
    try {
      for (const entry of entries) {
        await selectDependents(applicationId, entry.house.id, { dependentIds: [...chosen(entry)] });
        setChoices(({ [entry.house.id]: _saved, ...rest }) => rest);
      }
      return true;
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, { network: t('errors.network'), unexpected: t('errors.unexpected') }) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveHouse = async (entry: SelectedHouseDependents, index: number) => {
    if (await save([entry]))
      toasts.show({ type: 'success', message: t('applicationFlow.dependents.saved', { house: houseTitle(entry.house, index, t) }) });
  };

  const next = async () => {
    if (await save(houses.filter(changed))) onNext();
  };

  return (
    <Stack gap="md">
      <Text>{t('applicationFlow.dependents.intro')}</Text>
      {houses.length === 0 ? <Text data-testid="dependents-no-house">{t('applicationFlow.dependents.noHouse')}</Text> : null}
      {houses.map((entry, index) => {
        const selectable = entry.dependents.filter((d) => d.selectable);
        const others = entry.dependents.filter((d) => !d.selectable);
        const ticked = chosen(entry);
        const title = houseTitle(entry.house, index, t);
        return (
          <section
            key={entry.house.id}
            className={formClasses.card}
            aria-labelledby={`dependents-house-${entry.house.id}`}
            data-testid="dependents-house"
          >
            <h3 id={`dependents-house-${entry.house.id}`} className={classes.houseTitle}>
              {title}
            </h3>
            <Text size="sm" c="dimmed" mb="sm">
              {houseStreet(entry.house)}
            </Text>
            {entry.dependents.length === 0 ? <Text>{t('applicationFlow.dependents.none')}</Text> : null}
            {selectable.length > 0 ? (
              <fieldset className={classes.fieldset}>
                <legend className={classes.legend}>{t('applicationFlow.dependents.legend', { house: title })}</legend>
                <ul className={classes.choices}>
                  {selectable.map((dependent) => (
                    <li key={dependent.id} className={classes.choice}>
                      <Checkbox
                        id={`dependent-${entry.house.id}-${dependent.id}`}
                        checked={ticked.includes(dependent.id)}
                        disabled={busy}
                        onChange={(event) => tick(entry.house.id, ticked, dependent.id, event.currentTarget.checked)}
                        label={nameIn(dependent, language) || '—'}
                        description={lookupName('relationship', dependent.relationship, language)}
                        data-testid="dependent-choice"
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            {others.length > 0 ? (
              <>
                <h4 className={classes.subTitle}>{t('applicationFlow.dependents.notSelectable')}</h4>
                <ul className={classes.plainList} data-testid="dependents-not-selectable">
                  {others.map((dependent) => (
                    <li key={dependent.id}>
                      <Text span fw={600}>
                        {nameIn(dependent, language) || '—'}
                      </Text>
                      {' — '}
                      <Text span>{dependent.reason ? t(`applicationFlow.dependents.reason.${dependent.reason}`) : ''}</Text>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {selectable.length > 0 ? (
              <div className={formClasses.actions}>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => void saveHouse(entry, index)}
                  disabled={busy}
                  data-testid="dependents-save"
                >
                  {t('applicationFlow.dependents.save', { house: title })}
                </Button>
              </div>
            ) : null}
          </section>
        );
      })}
      <StepActions onNext={() => void next()} onBack={onBack} busy={busy} nextTestId="dependents-next" />
    </Stack>
  );
}
