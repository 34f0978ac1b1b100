import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStorageKeys } from '@sanad/contract/client';
import { forgetRegionRequests } from '../../lib/regions.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AddressFields, addressFieldIds, addressFromValues, addressValues } from './address-fields.tsx';
import { useForm } from './use-form.ts';

const regions = [
  { code: 'RIYADH', nameAr: 'منطقة الرياض', nameEn: 'Riyadh Region', parentCode: null },
  { code: 'MAKKAH', nameAr: 'منطقة مكة المكرمة', nameEn: 'Makkah Region', parentCode: null },
];
const cities = [
  { code: 'RIYADH_CITY', nameAr: 'الرياض', nameEn: 'Riyadh', parentCode: 'RIYADH' },
  { code: 'KHARJ', nameAr: 'الخرج', nameEn: 'Al Kharj', parentCode: 'RIYADH' },
  { code: 'JEDDAH', nameAr: 'جدة', nameEn: 'Jeddah', parentCode: 'MAKKAH' },
];

function AddressForm({ onValues }: { onValues: (values: Record<string, string>) => void }) {
  const form = useForm({ ids: addressFieldIds('test-address'), initial: addressValues(null) });
  onValues(form.values);
  return <AddressFields form={form} legend="Address" />;
}

describe('AddressFields', () => {
  beforeEach(() => forgetRegionRequests());

  it('offers the cities of the chosen region only, and a new region empties the city', async () => {
    const api = fakeApi({
      'GET /api/unified-profile/address-tab/load-regions': { body: regions },
      'GET /api/unified-profile/address-tab/load-cities': { body: cities },
    });
    const user = userEvent.setup();
    let values: Record<string, string> = {};
    await renderWithApp(<AddressForm onValues={(next) => (values = next)} />, { language: 'en' });

    const city = screen.getByRole('combobox', { name: /City/ });
    expect(city).toBeDisabled();
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: /Region/ })).getByRole('option', { name: 'Riyadh Region' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Region/ }), 'RIYADH');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Riyadh', 'Al Kharj']);
    await user.selectOptions(city, 'KHARJ');
    expect(values.cityCode).toBe('KHARJ');

    await user.selectOptions(screen.getByRole('combobox', { name: /Region/ }), 'MAKKAH');
    expect(values).toMatchObject({ regionCode: 'MAKKAH', cityCode: '' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Jeddah']);
    // No maps key in the test configuration: no map, the written address is the whole address.
    expect(screen.queryByTestId('map-picker')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(sessionStorageKeys.cities) ?? '[]')).toHaveLength(3);
    expect(api.callsTo('GET', '/api/unified-profile/address-tab/load-cities')).toHaveLength(1);
  });

  it('takes the lists from sessionStorage when a screen already loaded them', async () => {
    sessionStorage.setItem(sessionStorageKeys.regions, JSON.stringify(regions));
    sessionStorage.setItem(sessionStorageKeys.cities, JSON.stringify(cities));
    const api = fakeApi({});
    await renderWithApp(<AddressForm onValues={() => {}} />, { language: 'ar' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'منطقة مكة المكرمة' })).toBeInTheDocument());
    expect(api.calls).toEqual([]);
  });

  it('converts between stored addresses and form text', () => {
    const stored = {
      regionCode: 'RIYADH',
      cityCode: 'KHARJ',
      district: 'Al Nahda',
      street: 'King Fahd Road',
      buildingNumber: '1234',
      postalCode: '12345',
      additionalNumber: '6789',
      unitNumber: null,
      latitude: 24.1,
      longitude: 47.3,
    };
    const values = addressValues(stored);
    expect(values).toMatchObject({ unitNumber: '', latitude: '24.1' });
    expect(addressFromValues({ ...values, district: '  Al Nahda ' })).toEqual(stored);
    expect(addressFromValues(addressValues(null))).toMatchObject({ unitNumber: null, latitude: null, longitude: null });
  });
});
