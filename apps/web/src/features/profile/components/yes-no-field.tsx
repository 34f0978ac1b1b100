import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * A yes/no question as two radio buttons in a fieldset (the question is its legend). The first radio carries `id`,
 * so the error summary's link lands on the question.
 */
export function YesNoField({
  id,
  name,
  label,
  description,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  description?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: 'yes' | 'no') => void;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name={name}
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(next === 'yes' ? 'yes' : 'no')}
      error={error}
      required
    >
      <Group gap="lg" mt="xs">
        <Radio id={id} value="yes" label={t('common.yes')} />
        <Radio id={`${id}-no`} value="no" label={t('common.no')} />
      </Group>
    </Radio.Group>
  );
}
