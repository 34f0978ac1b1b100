import '@mantine/core/styles/Input.css';
import { Button, Stack, Text } from '@mantine/core';
import { contract, type Dependent, type House, type Language, type LookupItem } from '@sanad/contract';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { DateField } from '../../../components/form/date-field.tsx';
import { NinField } from '../../../components/form/identity-fields.tsx';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { nameIn } from '../../../lib/names.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { actingForName, useSession } from '../../../lib/session.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { saveCustody, saveRelative } from '../api/household-api.ts';
import { CustodySelect, isCustody } from './custody-select.tsx';

type DependentField = 'nin' | 'birthDate' | 'relationship' | 'houseId' | 'custody';

/** The applicant's houses as choices, named by their label or their place in the list. */
export function houseChoices(houses: readonly House[], name: (house: House, index: number) => string): LookupItem[] {
  return houses.map((house, index) => ({ code: house.id, nameAr: name(house, index), nameEn: name(house, index), parentCode: null }));
}

export function houseName(house: House, index: number, t: (key: string, values?: Record<string, string | number>) => string) {
  return house.label ?? t('household.house.numbered', { number: index + 1 });
}

/** The dependent's name in the UI language, the other language's when missing. */
export function dependentName(dependent: Pick<Dependent, 'nameAr' | 'nameEn'>, language: Language): string {
  return nameIn(dependent, language) || '—';
}

/**
 * Add a dependent (national ID and birth date, which the civil registry must confirm, the relationship and the
 * house) or change one (only relationship, house and, for a minor of separated parents, custody: the identity is
 * the registry's). An adult with an account is then asked to confirm the relation; the form says so.
 */
export function DependentForm({
  dependent,
  houses,
  onSaved,
  onCancel,
}: {
  dependent: Dependent | null;
  houses: readonly House[];
  onSaved: (dependent: Dependent) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const actingFor = actingForName(useSession(), language);
  const prefix = dependent ? `dependent-${dependent.id}` : 'dependent-new';
  const ids: Record<DependentField, string> = {
    nin: `${prefix}-nin`,
    birthDate: `${prefix}-birth-date`,
    relationship: `${prefix}-relationship`,
    houseId: `${prefix}-house`,
    custody: `${prefix}-custody`,
  };

  const form = useForm({
    ids,
    initial: {
      nin: '',
      birthDate: '',
      relationship: dependent?.relationship ?? '',
      houseId: dependent?.houseId ?? (houses.length === 1 ? (houses[0]?.id ?? '') : ''),
      custody: dependent?.custody ?? '',
    },
    // A change sends no identity: the registry's stays.
    schema: contract.household.saveRelative.body,
    toInput: (values) => ({
      id: dependent?.id ?? null,
      nin: dependent ? null : values.nin,
      birthDate: dependent ? null : values.birthDate,
      relationship: values.relationship,
      houseId: values.houseId === '' ? null : values.houseId,
    }),
    // Custody goes to an endpoint of its own after the relative is saved.
    validate: (values) => ({
      custody: dependent?.custodyRequired && values.custody === '' ? t('household.dependent.custodyRequired') : undefined,
    }),
  });

  const save = form.onSubmit(async (body) => {
    let saved = await saveRelative(body);
    const custody = form.values.custody;
    if (dependent?.custodyRequired && isCustody(custody) && custody !== dependent.custody) {
      saved = await saveCustody({ dependentId: dependent.id, custody });
    }
    onSaved(saved);
  });

  const houseItems = houseChoices(houses, (house, index) => houseName(house, index, t));

  return (
    <form noValidate onSubmit={(event) => void save(event)} data-testid="dependent-form">
      <Stack gap="md">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        {dependent ? (
          <Text fw={600}>{dependentName(dependent, language)}</Text>
        ) : (
          <>
            <Text size="sm">{t('household.dependent.registryHint')}</Text>
            <div className={formClasses.grid}>
              <NinField {...form.input('nin')} label={t('household.dependent.nin')} autoComplete="off" />
              <DateField {...form.date('birthDate')} label={t('household.dependent.birthDate')} required withHijri />
            </div>
          </>
        )}
        <div className={formClasses.grid}>
          <LookupSelect
            {...form.select('relationship')}
            group="relationship"
            // A stand-in in an emergency login declares the applicant's relatives, not their own.
            label={actingFor ? t('household.dependent.relationshipTo', { name: actingFor }) : t('household.dependent.relationship')}
            required
          />
          <LookupSelect
            {...form.select('houseId')}
            items={houseItems}
            label={t('household.dependent.house')}
            description={houses.length === 0 ? t('household.dependent.noHouseYet') : undefined}
          />
          {dependent?.custodyRequired ? (
            <CustodySelect {...form.select('custody')} label={t('household.dependent.custody')} required />
          ) : null}
        </div>
        <div className={formClasses.actions}>
          <Button type="submit" disabled={form.sending} data-testid="dependent-form-save">
            {dependent ? t('common.save') : t('household.dependent.add')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
