import type { HouseBrief } from '@sanad/contract';
import type { TFunction } from '../../lib/i18n.tsx';

/** A house of a cycle's records, by its own label, else by its district ("House in Al Olaya"). */
export function houseBriefName(house: Pick<HouseBrief, 'label' | 'district'>, t: TFunction): string {
  return house.label ?? t('cycle.houseIn', { district: house.district });
}
