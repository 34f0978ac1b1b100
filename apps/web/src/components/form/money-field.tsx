import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import formClasses from './form.module.css';

/**
 * An amount in riyals (the form keeps the text; `parseRiyals` turns it into halalas for the API): a decimal keyboard
 * on phones, digits left to right inside Arabic pages, the currency named beside the box.
 */
export function MoneyField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={<span aria-hidden="true">{t('common.sar')}</span>}
      rightSectionWidth={48}
      classNames={{ input: formClasses.ltr }}
      {...props}
    />
  );
}
