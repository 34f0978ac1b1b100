import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { contract, tamkeenMaxItems, type AbleToWorkTabsStatus, type TamkeenListTab, type TamkeenTabContent } from '@sanad/contract';
import { DateField } from '../../../components/form/date-field.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { blankRow, rowField, rowIds, rowRenamer, sendRows, useRows, type ListRow } from '../../../components/list-editor/list-rows.ts';
import { RowList } from '../../../components/list-editor/row-list.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { saveTab } from '../api/tamkeen-api.ts';
import { fromItem, tabFields, toItem, type FieldDefinition } from './tab-definitions.ts';

const schemas = {
  education: contract.tamkeenProfile.educationSave.body,
  experience: contract.tamkeenProfile.experienceSave.body,
  skills: contract.tamkeenProfile.skillsSave.body,
  training: contract.tamkeenProfile.trainingSave.body,
  volunteerExperience: contract.tamkeenProfile.volunteerExperienceSave.body,
};

type Content = TamkeenTabContent[TamkeenListTab];

const rowsOf = (content: Content): ListRow[] => content.items.map((_, index) => ({ key: `i${index}`, id: null }));

function formValues(fields: readonly FieldDefinition[], content: Content): Record<string, string> {
  const values: Record<string, string> = { none: content.none ? 'yes' : '' };
  rowsOf(content).forEach((row, index) => {
    const item = fromItem(fields, (content.items[index] ?? {}) as Record<string, unknown>);
    for (const field of fields) values[rowField(row, field.name)] = item[field.name] ?? '';
  });
  return values;
}

/**
 * One list tab of the able-to-work profile: its rows (add, remove, each with its fields) or "I have none", saved
 * whole; the server's errors land at their inputs. `onSaved` gets the six tabs' flags the save answered.
 */
export function ListTab({
  tab,
  content,
  onSaved,
}: {
  tab: TamkeenListTab;
  content: Content;
  onSaved: (status: AbleToWorkTabsStatus) => void;
}) {
  const { t } = useTranslation();
  const fields = tabFields[tab];
  const names = fields.map((field) => field.name);
  const prefix = `tamkeen-${tab}`;
  const addButtonId = `${prefix}-add`;
  const { rows, setRows, add, remove } = useRows(() => rowsOf(content), { firstField: names[0] ?? '', prefix, addButtonId });
  const form = useForm({
    ids: { none: `${prefix}-none`, ...rowIds(rows, names, prefix) },
    initial: formValues(fields, content),
    schema: schemas[tab],
    toInput: (values) => {
      const none = values.none === 'yes';
      return { none, items: none ? [] : rows.map((row) => toItem(fields, (name) => values[rowField(row, name)] ?? '')) };
    },
    rename: rowRenamer('items', rows, names),
  });
  const none = form.values.none === 'yes';

  const save = form.onSubmit(async (body) => {
    const status = await sendRows(() => saveTab(tab, body as TamkeenTabContent[typeof tab]), 'items', rows, names);
    const stored = body as Content;
    setRows(rowsOf(stored));
    form.reset(formValues(fields, stored));
    onSaved(status);
    toasts.show({ type: 'success', message: t('tamkeen.profile.saved') });
  });

  const label = (name: string) => t(`tamkeen.fields.${name}`);
  const input = (row: ListRow, field: FieldDefinition) => {
    const name = rowField(row, field.name);
    const common = { label: label(field.name), required: field.required, description: field.required ? undefined : t('profile.optional') };
    switch (field.type.kind) {
      case 'lookup':
        return <LookupSelect key={field.name} {...form.select(name)} group={field.type.group} {...common} />;
      case 'date':
        return <DateField key={field.name} {...form.date(name)} {...common} />;
      case 'choice':
        return (
          <NativeSelect
            key={field.name}
            {...form.select(name)}
            {...common}
            data={[
              { value: '', label: t('tamkeen.fields.choose') },
              ...field.type.options.map((value) => ({ value, label: t(`tamkeen.fields.${field.name}Options.${value}`) })),
            ]}
          />
        );
      case 'number':
        return (
          <TextInput
            key={field.name}
            {...form.input(name)}
            {...common}
            inputMode="numeric"
            maxLength={4}
            classNames={{ input: formClasses.ltr }}
          />
        );
      case 'textarea':
        return <Textarea key={field.name} {...form.input(name)} {...common} maxLength={field.type.max} rows={3} />;
      default:
        return <TextInput key={field.name} {...form.input(name)} {...common} maxLength={field.type.max} />;
    }
  };

  return (
    <TabForm
      id={prefix}
      title={t(`tamkeen.formTitle.${tab}`)}
      form={form}
      onSubmit={save}
      actions={
        none ? null : (
          <Button
            id={addButtonId}
            variant="default"
            onClick={() => form.setValues(blankRow(add(), names))}
            disabled={rows.length >= tamkeenMaxItems}
          >
            {t(`tamkeen.add.${tab}`)}
          </Button>
        )
      }
    >
      <Checkbox {...form.checkbox('none')} label={t(`tamkeen.none.${tab}`)} />
      {none ? null : (
        <RowList
          rows={rows}
          rowTitle={(number) => t(`tamkeen.rowTitle.${tab}`, { number })}
          empty={t('tamkeen.profile.emptyTab')}
          emptyTestId={`${prefix}-empty`}
          listLabel={t(`tamkeen.tabs.${tab}`)}
          rowTestId={`${prefix}-row`}
          onRemove={remove}
        >
          {(row) => fields.map((field) => input(row, field))}
        </RowList>
      )}
    </TabForm>
  );
}
