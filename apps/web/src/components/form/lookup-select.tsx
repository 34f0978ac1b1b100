import '@mantine/core/styles/Input.css';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { LookupGroup, LookupItem } from '@sanad/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { itemName, lookupItems } from '../../lib/lookups.ts';

export interface LookupSelectProps extends Omit<NativeSelectProps, 'data'> {
  /** The lookup group the options come from (cached at start-up). */
  group?: LookupGroup;
  /** Options given directly instead (regions, cities, a filtered group). */
  items?: readonly LookupItem[];
  /** Codes to leave out of the list. */
  exclude?: readonly string[];
}

/**
 * A choice from a lookup list, named in the UI language: the browser's own select, which phones show as their native
 * picker and screen readers know. It starts with an empty "Choose…" option, so nothing is chosen by accident.
 */
export function LookupSelect({ group, items, exclude = [], ...props }: LookupSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = (items ?? (group ? lookupItems(group) : [])).filter((item) => !exclude.includes(item.code));
  return (
    <NativeSelect
      {...props}
      data={[{ value: '', label: t('common.choose') }, ...options.map((item) => ({ value: item.code, label: itemName(item, language) }))]}
    />
  );
}
