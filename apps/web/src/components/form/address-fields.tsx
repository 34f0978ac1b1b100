import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Fieldset, TextInput } from '@mantine/core';
import type { LookupItem } from '@sanad/contract';
import { useEffect, useState } from 'react';
import { useAppConfig } from '../../lib/app-config.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { citiesOf, loadCities, loadRegions } from '../../lib/regions.ts';
import type { FormApi } from './use-form.ts';
import { LookupSelect } from './lookup-select.tsx';
import { MapPicker, mapsApi } from './map-picker.tsx';
import formClasses from './form.module.css';

/** The national address fields (DOMAIN.md "house"), named as the contract names them. */
export const addressFieldNames = [
  'regionCode',
  'cityCode',
  'district',
  'street',
  'buildingNumber',
  'postalCode',
  'additionalNumber',
  'unitNumber',
  'latitude',
  'longitude',
] as const;
export type AddressFieldName = (typeof addressFieldNames)[number];

/** A stored address (nulls where empty) as the form's text values. */
export function addressValues(address: Partial<Record<AddressFieldName, string | number | null>> | null): Record<AddressFieldName, string> {
  const values = {} as Record<AddressFieldName, string>;
  for (const name of addressFieldNames) {
    const value = address?.[name];
    values[name] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

/** The form's text values as the API's address: trimmed, empty optional parts as null, coordinates as numbers. */
export function addressFromValues(values: Record<AddressFieldName, string>) {
  const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    regionCode: values.regionCode,
    cityCode: values.cityCode,
    district: values.district.trim(),
    street: values.street.trim(),
    buildingNumber: values.buildingNumber.trim(),
    postalCode: values.postalCode.trim(),
    additionalNumber: values.additionalNumber.trim(),
    unitNumber: values.unitNumber.trim() === '' ? null : values.unitNumber.trim(),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
  };
}

/** Ids of the address inputs under a prefix, for the form's error summary links. */
export function addressFieldIds(prefix: string): Record<AddressFieldName, string> {
  const ids = {} as Record<AddressFieldName, string>;
  for (const name of addressFieldNames) ids[name] = `${prefix}-${name}`;
  return ids;
}

/** What the fieldset needs of a `useForm` whose fields include the address fields (and maybe others). */
export interface AddressFormBinding {
  input: (name: AddressFieldName) => ReturnType<FormApi<string>['input']>;
  select: (name: AddressFieldName) => ReturnType<FormApi<string>['select']>;
  values: Record<AddressFieldName, string>;
  setValues: (changes: Partial<Record<AddressFieldName, string>>) => void;
}

/**
 * The national address as a fieldset of any form built with `useForm`: region, then the cities of that region
 * (both from the cached address-tab lists), district, street, the three numbers of the national address, the unit,
 * and a map picker when the deployment has a maps key and the script loaded. Without a map the point stays empty:
 * the written address is always enough.
 */
export function AddressFields({ form, legend }: { form: AddressFormBinding; legend: string }) {
  const { t } = useTranslation();
  const mapsKey = useAppConfig()?.googleMapKey ?? '';
  const [regions, setRegions] = useState<LookupItem[]>([]);
  const [cities, setCities] = useState<LookupItem[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([loadRegions(), loadCities()])
      .then(([loadedRegions, loadedCities]) => {
        if (!live) return;
        setRegions(loadedRegions);
        setCities(loadedCities);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  const region = form.select('regionCode');
  const showMap = mapsKey !== '' && mapsApi() !== null;
  const latitude = form.values.latitude === '' ? null : Number(form.values.latitude);
  const longitude = form.values.longitude === '' ? null : Number(form.values.longitude);

  return (
    <Fieldset legend={legend} variant="unstyled">
      <div className={formClasses.grid}>
        {failed ? (
          <Alert color="red" data-testid="address-lists-failed">
            {t('address.listsFailed')}
          </Alert>
        ) : null}
        <LookupSelect
          {...region}
          // A new region empties the city: the old one belongs to another region.
          onChange={(event) => form.setValues({ regionCode: event.currentTarget.value, cityCode: '' })}
          items={regions}
          label={t('address.region')}
          required
        />
        <LookupSelect
          {...form.select('cityCode')}
          items={citiesOf(cities, form.values.regionCode)}
          label={t('address.city')}
          description={form.values.regionCode === '' ? t('address.cityHint') : undefined}
          disabled={form.values.regionCode === ''}
          required
        />
        <TextInput {...form.input('district')} label={t('address.district')} required maxLength={100} autoComplete="address-level3" />
        <TextInput {...form.input('street')} label={t('address.street')} required maxLength={100} autoComplete="address-line1" />
        <TextInput
          {...form.input('buildingNumber')}
          label={t('address.buildingNumber')}
          description={t('address.fourDigits')}
          required
          inputMode="numeric"
          maxLength={4}
          classNames={{ input: formClasses.ltr }}
        />
        <TextInput
          {...form.input('postalCode')}
          label={t('address.postalCode')}
          description={t('address.fiveDigits')}
          required
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          classNames={{ input: formClasses.ltr }}
        />
        <TextInput
          {...form.input('additionalNumber')}
          label={t('address.additionalNumber')}
          description={t('address.fourDigits')}
          required
          inputMode="numeric"
          maxLength={4}
          classNames={{ input: formClasses.ltr }}
        />
        <TextInput
          {...form.input('unitNumber')}
          label={t('address.unitNumber')}
          description={t('address.optional')}
          maxLength={10}
          classNames={{ input: formClasses.ltr }}
        />
      </div>
      {showMap ? (
        <MapPicker
          latitude={latitude}
          longitude={longitude}
          onPick={(point) => form.setValues({ latitude: String(point.latitude), longitude: String(point.longitude) })}
        />
      ) : null}
    </Fieldset>
  );
}
