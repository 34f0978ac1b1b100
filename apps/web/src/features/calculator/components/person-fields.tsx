import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Group.css';
import { Button, Group, Radio, Text, TextInput } from '@mantine/core';
import { calculatorLimits } from '@sanad/contract';
import { DateField } from '../../../components/form/date-field.tsx';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import type { FormApi } from '../../../components/form/use-form.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import classes from './calculator.module.css';
import { inputId, personField, rowField, type PersonRows, type RowKind } from './household-form.ts';

/** What the fields of a person need of their form. */
export type PersonForm = Pick<FormApi<string>, 'input' | 'select' | 'date' | 'values' | 'setValue' | 'errorOf'>;

/** The id of the button adding a row of `kind` to `person` (focus returns there when a row is removed). */
export const addRowId = (prefix: string, person: Pick<PersonRows, 'key'>, kind: RowKind) => `${prefix}-${person.key}-add-${kind}`;

/**
 * One person of a calculator: their age (in full years, or by the birth date in either calendar), their monthly
 * incomes by source and their assets by type, each a row with its own remove button, amounts in riyals. `name` says
 * whose they are in the buttons' and lists' names ("Remove income 2 of family member 1"), so each stays unique.
 */
export function PersonFields({
  form,
  person,
  prefix,
  name,
  withAge,
  onAddRow,
  onRemoveRow,
  assetHint,
  shareOf,
}: {
  form: PersonForm;
  person: PersonRows;
  prefix: string;
  name: string;
  withAge: boolean;
  onAddRow: (kind: RowKind) => void;
  onRemoveRow: (kind: RowKind, row: string) => void;
  /** A line under the assets' legend (the dwelling of an owned home need not be listed). */
  assetHint?: string;
  /** The person's share in percent of an asset row they own in part (the what-if's stored assets); null when whole. */
  shareOf?: (row: string) => number | null;
}) {
  const { t } = useTranslation();
  const by = form.values[personField(person, 'by')] === 'birthDate' ? 'birthDate' : 'age';
  return (
    <div className={classes.person}>
      {withAge ? (
        <div className={classes.age}>
          <Radio.Group
            label={t('calculator.person.ageBy')}
            value={by}
            onChange={(value) => form.setValue(personField(person, 'by'), value === 'birthDate' ? 'birthDate' : 'age')}
          >
            <Group gap="md" mt={4}>
              <Radio id={inputId(prefix, personField(person, 'by'))} value="age" label={t('calculator.person.byAge')} />
              <Radio value="birthDate" label={t('calculator.person.byBirthDate')} />
            </Group>
          </Radio.Group>
          {by === 'age' ? (
            <TextInput
              {...form.input(personField(person, 'age'))}
              id={inputId(prefix, personField(person, 'age'))}
              label={t('calculator.person.age')}
              description={t('calculator.person.ageHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              required
              classNames={{ root: classes.ageBox, input: classes.ltr }}
            />
          ) : (
            <DateField
              {...form.date(personField(person, 'birthDate'))}
              id={inputId(prefix, personField(person, 'birthDate'))}
              label={t('calculator.person.birthDate')}
              required
              withHijri
            />
          )}
        </div>
      ) : null}

      <RowsFieldset
        kind="incomes"
        legend={t('calculator.incomes.legend')}
        hint={t('calculator.incomes.hint')}
        empty={t('calculator.incomes.empty')}
        addLabel={t('calculator.incomes.add')}
        person={person}
        prefix={prefix}
        max={calculatorLimits.incomesPerPerson}
        onAdd={() => onAddRow('incomes')}
      >
        {(row, number) => (
          <Row
            key={row}
            title={t('calculator.incomes.rowTitle', { number })}
            removeLabel={t('calculator.incomes.remove', { number, name })}
            onRemove={() => onRemoveRow('incomes', row)}
          >
            <LookupSelect
              {...form.select(rowField(person, row, 'source'))}
              id={inputId(prefix, rowField(person, row, 'source'))}
              group="incomeSource"
              label={t('calculator.incomes.source')}
              required
            />
            <MoneyField
              {...form.input(rowField(person, row, 'monthlyAmount'))}
              id={inputId(prefix, rowField(person, row, 'monthlyAmount'))}
              label={t('calculator.incomes.monthlyAmount')}
              description={t('calculator.money.hint')}
              required
            />
          </Row>
        )}
      </RowsFieldset>

      <RowsFieldset
        kind="assets"
        legend={t('calculator.assets.legend')}
        hint={assetHint ?? t('calculator.assets.hint')}
        empty={t('calculator.assets.empty')}
        addLabel={t('calculator.assets.add')}
        person={person}
        prefix={prefix}
        max={calculatorLimits.assetsPerPerson}
        onAdd={() => onAddRow('assets')}
      >
        {(row, number) => {
          const share = shareOf?.(row) ?? null;
          return (
            <Row
              key={row}
              title={t('calculator.assets.rowTitle', { number })}
              removeLabel={t('calculator.assets.remove', { number, name })}
              onRemove={() => onRemoveRow('assets', row)}
            >
              <LookupSelect
                {...form.select(rowField(person, row, 'type'))}
                id={inputId(prefix, rowField(person, row, 'type'))}
                group="propertyType"
                label={t('calculator.assets.type')}
                required
              />
              <MoneyField
                {...form.input(rowField(person, row, 'estimatedValue'))}
                id={inputId(prefix, rowField(person, row, 'estimatedValue'))}
                label={t('calculator.assets.value')}
                description={share === null ? t('calculator.assets.valueHint') : t('calculator.assets.shareHint', { share })}
                required
              />
            </Row>
          );
        }}
      </RowsFieldset>
    </div>
  );
}

/** A person's incomes or assets: a legend, a hint, the rows (or a line saying there are none) and the add button. */
function RowsFieldset({
  kind,
  legend,
  hint,
  empty,
  addLabel,
  person,
  prefix,
  max,
  onAdd,
  children,
}: {
  kind: RowKind;
  legend: string;
  hint: string;
  empty: string;
  addLabel: string;
  person: PersonRows;
  prefix: string;
  max: number;
  onAdd: () => void;
  children: (row: string, number: number) => React.ReactNode;
}) {
  const rows = person[kind];
  const hintId = `${prefix}-${person.key}-${kind}-hint`;
  return (
    <fieldset className={classes.fieldset} aria-describedby={hintId} data-testid={`${prefix}-${kind}`}>
      <legend className={classes.legend}>{legend}</legend>
      <Text size="sm" c="dimmed" id={hintId} mb="xs">
        {hint}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" mb="xs" data-testid={`${prefix}-${kind}-none`}>
          {empty}
        </Text>
      ) : (
        <ul className={classes.rows}>{rows.map((row, index) => children(row, index + 1))}</ul>
      )}
      <Button id={addRowId(prefix, person, kind)} variant="default" size="sm" onClick={onAdd} disabled={rows.length >= max}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** One income or asset: its fields side by side and a remove button named after it and its person. */
function Row({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={classes.row} aria-label={title}>
      <div className={classes.rowFields}>{children}</div>
      <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove} aria-label={removeLabel} className={classes.rowRemove}>
        {t('calculator.remove')}
      </Button>
    </li>
  );
}
