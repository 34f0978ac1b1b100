import '@mantine/core/styles/Input.css';
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { custodyValues, type Custody } from '@sanad/contract';
import { useTranslation } from '../../../lib/i18n.tsx';

/** Whether a chosen option is one of the contract's custody values ('' is none chosen yet). */
export function isCustody(value: string): value is Custody {
  return (custodyValues as readonly string[]).includes(value);
}

/** Who has custody of a minor child of divorced or separated parents (the contract's three values). */
export function CustodySelect(props: Omit<NativeSelectProps, 'data'>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      {...props}
      data={[
        { value: '', label: t('common.choose') },
        ...custodyValues.map((value) => ({ value, label: t(`household.custody.${value}`) })),
      ]}
    />
  );
}
