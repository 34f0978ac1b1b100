import type { House, Language, LookupItem } from '@sanad/contract';
import { itemName } from '../../../lib/lookups.ts';

/** A house's national address on one line, region and city named in the UI language. */
export function houseAddressLine(
  house: Pick<
    House,
    'regionCode' | 'cityCode' | 'district' | 'street' | 'buildingNumber' | 'postalCode' | 'additionalNumber' | 'unitNumber'
  >,
  places: { regions: readonly LookupItem[]; cities: readonly LookupItem[] },
  language: Language,
): string {
  const name = (items: readonly LookupItem[], code: string) => {
    const item = items.find((entry) => entry.code === code);
    return item ? itemName(item, language) : code;
  };
  const unit = house.unitNumber ? ` (${house.unitNumber})` : '';
  return [
    `${house.buildingNumber} ${house.street}${unit}`,
    house.district,
    name(places.cities, house.cityCode),
    name(places.regions, house.regionCode),
    `${house.postalCode}-${house.additionalNumber}`,
  ].join(language === 'ar' ? '، ' : ', ');
}
