import '@mantine/core/styles/Input.css';
import { Button, Stack, TextInput } from '@mantine/core';
import { contract, rentedOwnershipCode, validationMessage, type House, type HouseInput } from '@sanad/contract';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import {
  AddressFields,
  addressFieldIds,
  addressFromValues,
  addressValues,
  type AddressFieldName,
} from '../../../components/form/address-fields.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { parseRiyals, riyalsInputValue } from '../../../lib/money.ts';
import { createHouse, updateHouse, validateCreateHouse } from '../api/household-api.ts';

type HouseField = 'label' | AddressFieldName | 'ownership' | 'yearlyRent';

function houseIds(prefix: string): Record<HouseField, string> {
  return { label: `${prefix}-label`, ...addressFieldIds(prefix), ownership: `${prefix}-ownership`, yearlyRent: `${prefix}-rent` };
}

/** The form's text values as the API's house: rent only for a rented house, in halalas. */
function houseInput(values: Record<HouseField, string>): HouseInput {
  const rented = values.ownership === rentedOwnershipCode;
  return {
    ...addressFromValues(values),
    label: values.label.trim() === '' ? null : values.label.trim(),
    ownership: values.ownership,
    yearlyRent: rented ? parseRiyals(values.yearlyRent) : null,
  };
}

/**
 * Add a house or change one: the national address, how the household holds it and, for a rented house, the yearly
 * rent. A new house is checked first (validate-create-house: the limit of houses, an address already given) so the
 * applicant hears about a duplicate before anything is stored.
 */
export function HouseForm({ house, onSaved, onCancel }: { house: House | null; onSaved: (house: House) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const prefix = house ? `house-${house.id}` : 'house-new';

  const form = useForm({
    ids: houseIds(prefix),
    initial: {
      ...addressValues(house),
      label: house?.label ?? '',
      ownership: house?.ownership ?? '',
      yearlyRent: riyalsInputValue(house?.yearlyRent ?? null),
    },
    schema: contract.household.createHouse.body,
    toInput: houseInput,
    // The schema takes no rent for a house that is not rented; a rented one needs an amount above zero.
    validate: (values, found) => {
      if (values.ownership !== rentedOwnershipCode || found.yearlyRent) return {};
      const rent = parseRiyals(values.yearlyRent);
      return { yearlyRent: rent === null || rent <= 0 ? validationMessage('rent_required', language) : undefined };
    },
  });

  const save = form.onSubmit(async (body) => {
    if (house) {
      onSaved(await updateHouse({ id: house.id, ...body }));
      return;
    }
    await validateCreateHouse(body);
    onSaved(await createHouse(body));
  });

  const rented = form.values.ownership === rentedOwnershipCode;

  return (
    <form noValidate onSubmit={(event) => void save(event)} data-testid="house-form">
      <Stack gap="md">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <TextInput
          {...form.input('label')}
          label={t('household.house.label')}
          description={t('household.house.labelHint')}
          maxLength={60}
        />
        <AddressFields form={form} legend={t('household.house.address')} />
        <div className={formClasses.grid}>
          <LookupSelect
            {...form.select('ownership')}
            onChange={(event) => form.setValues({ ownership: event.currentTarget.value, yearlyRent: '' })}
            group="houseOwnership"
            label={t('household.house.ownership')}
            required
          />
          {rented ? (
            <MoneyField
              {...form.input('yearlyRent')}
              label={t('household.house.yearlyRent')}
              description={t('household.house.rentHint')}
              required
            />
          ) : null}
        </div>
        <div className={formClasses.actions}>
          <Button type="submit" disabled={form.sending} data-testid="house-form-save">
            {house ? t('common.save') : t('household.house.add')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
