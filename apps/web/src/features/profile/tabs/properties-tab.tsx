import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { contract, type PropertyInput, type PropertyTab as PropertyData } from '@sanad/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { parseRiyals, riyalsInputValue } from '../../../lib/money.ts';
import { LoadedTab } from '../components/loaded-tab.tsx';
import { PendingRemovals } from '../components/pending-removals.tsx';
import { RowList } from '../../../components/list-editor/row-list.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { yesNo, yesNoProps } from '../components/form-support.ts';
import {
  blankRow,
  rowField,
  rowIds,
  rowRenamer,
  sendRows,
  storedRows,
  useRows,
  type ListRow,
} from '../../../components/list-editor/list-rows.ts';
import { riyalsError } from '../components/money-input.ts';
import type { AnyProfileStatus, SharedTabsApi } from '../api/profile-api.ts';

const fields = ['type', 'description', 'estimatedValue', 'ownershipShare'] as const;
const prefix = 'profile-property';
const addButtonId = 'profile-property-add';
const answerId = 'profile-property-answer';

function formValues(data: PropertyData): Record<string, string> {
  const rows = storedRows(data.properties);
  const values: Record<string, string> = { hasProperties: yesNo(data.hasProperties) };
  data.properties.forEach((item, index) => {
    const row = rows[index] as ListRow;
    values[rowField(row, 'type')] = item.type;
    values[rowField(row, 'description')] = item.description;
    values[rowField(row, 'estimatedValue')] = riyalsInputValue(item.estimatedValue);
    values[rowField(row, 'ownershipShare')] = String(item.ownershipShare);
  });
  return values;
}

function share(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The rows as the API's whole list, and the stored assets no longer in it as `deletedProperties`. */
function toInput(values: Record<string, string>, rows: readonly ListRow[], data: PropertyData) {
  return {
    properties: rows.map((row) => ({
      id: row.id,
      type: values[rowField(row, 'type')] ?? '',
      description: (values[rowField(row, 'description')] ?? '').trim(),
      estimatedValue: parseRiyals(values[rowField(row, 'estimatedValue')] ?? ''),
      ownershipShare: share(values[rowField(row, 'ownershipShare')] ?? ''),
    })),
    deletedProperties: data.properties.filter((item) => !rows.some((row) => row.id === item.id)).map((item) => item.id),
  };
}

/**
 * Properties: "do you own properties?" (save-sts; "no" removes the listed ones, after asking), then the assets with
 * their estimated value in riyals and the person's share. The tab is done with a "no", or a "yes" and one asset.
 */
export function PropertiesTab({ api, onStatus }: { api: SharedTabsApi; onStatus: (status: AnyProfileStatus) => void }) {
  return (
    <LoadedTab load={api.property.load} onStatus={onStatus}>
      {(data, applySaved) => (
        <PropertiesForm
          data={data}
          onSaveList={async (body) => applySaved(await api.property.save(body))}
          onAnswer={async (hasProperties) => applySaved(await api.property.saveSts(hasProperties))}
        />
      )}
    </LoadedTab>
  );
}

function PropertiesForm({
  data,
  onSaveList,
  onAnswer,
}: {
  data: PropertyData;
  onSaveList: (body: PropertyInput) => Promise<PropertyData>;
  onAnswer: (hasProperties: boolean) => Promise<PropertyData>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [confirmNo, setConfirmNo] = useState(false);
  const { rows, setRows, add, remove } = useRows(() => storedRows(data.properties), { firstField: 'type', prefix, addButtonId });
  const form = useForm({
    ids: { hasProperties: answerId, ...rowIds(rows, fields, prefix) },
    initial: formValues(data),
    // The list is checked under a "yes" only: an unanswered question or a "no" sends no list.
    schema: contract.profile.saveProperty.body,
    toInput: (values) => (values.hasProperties === 'yes' ? toInput(values, rows, data) : { properties: [], deletedProperties: [] }),
    rename: rowRenamer('properties', rows, fields),
    validate: (values) => {
      if (values.hasProperties === '') return { hasProperties: t('profile.requiredAnswer') };
      if (values.hasProperties === 'no') return {};
      // Values are said wrong in riyals (the contract counts halalas), shares in percent.
      return Object.fromEntries(
        rows.flatMap((row) => {
          const value = rowField(row, 'estimatedValue');
          const part = rowField(row, 'ownershipShare');
          const percent = share(values[part] ?? '');
          return [
            [value, riyalsError(values[value] ?? '', t)],
            [part, percent >= 1 && percent <= 100 ? undefined : t('profile.properties.shareRange')],
          ];
        }),
      );
    },
  });

  const stored = (next: PropertyData) => {
    setRows(storedRows(next.properties));
    form.reset(formValues(next));
    toasts.show({ type: 'success', message: t('profile.saved') });
  };

  const save = form.onSubmit(async (input) => {
    if (form.values.hasProperties === 'no') {
      // Answering "no" deletes what is listed: ask first when something is.
      if (data.properties.length > 0) setConfirmNo(true);
      else stored(await onAnswer(false));
      return;
    }
    // A "yes" with nothing listed yet is recorded as the answer; the tab waits for an asset.
    const answerOnly = input.properties.length === 0 && input.deletedProperties.length === 0;
    stored(await sendRows(() => (answerOnly ? onAnswer(true) : onSaveList(input)), 'properties', rows, fields));
  });

  const answerNo = async () => {
    try {
      stored(await onAnswer(false));
    } catch (error) {
      form.showError(error);
    } finally {
      setConfirmNo(false);
    }
  };

  const addRow = () => {
    const row = add();
    form.setValues({ ...blankRow(row, fields), [rowField(row, 'ownershipShare')]: '100' });
  };

  const answer = form.values.hasProperties ?? '';
  const removed = toInput(form.values, rows, data).deletedProperties.length;

  return (
    <TabForm
      id="profile-properties"
      title={t('profile.properties.title')}
      form={form}
      onSubmit={save}
      actions={
        answer === 'yes' ? (
          <Button id={addButtonId} variant="default" onClick={addRow} disabled={rows.length >= 30}>
            {t('profile.properties.add')}
          </Button>
        ) : null
      }
      dialog={
        <ConfirmDialog
          opened={confirmNo}
          title={t('profile.properties.confirmNoTitle')}
          confirmLabel={t('profile.properties.confirmNo')}
          onConfirm={answerNo}
          onClose={() => setConfirmNo(false)}
        >
          {t('profile.properties.noRemoves', { count: data.properties.length })}
        </ConfirmDialog>
      }
    >
      <YesNoField
        {...yesNoProps(form, 'hasProperties')}
        id={answerId}
        label={t('profile.properties.question')}
        description={t('profile.properties.questionHint')}
      />
      {answer === 'no' && data.properties.length > 0 ? (
        <Alert color="orange" data-testid="profile-properties-no-warning">
          {t('profile.properties.noRemoves', { count: data.properties.length })}
        </Alert>
      ) : null}
      {answer === 'yes' ? (
        <>
          {data.properties.length > 0 ? (
            <Text fw={700} data-testid="profile-properties-total">
              {t('profile.properties.total', { amount: formatMoney(data.totalValue, language) })}
            </Text>
          ) : null}
          <RowList
            rows={rows}
            rowTitle={(number) => t('profile.properties.rowTitle', { number })}
            empty={t('profile.properties.empty')}
            emptyTestId="profile-properties-empty"
            listLabel={t('profile.properties.listLabel')}
            rowTestId="profile-property-row"
            onRemove={remove}
          >
            {(row) => (
              <>
                <LookupSelect {...form.select(rowField(row, 'type'))} group="propertyType" label={t('profile.properties.type')} required />
                <TextInput
                  {...form.input(rowField(row, 'description'))}
                  label={t('profile.properties.description')}
                  description={t('profile.properties.descriptionHint')}
                  required
                  maxLength={200}
                />
                <MoneyField
                  {...form.input(rowField(row, 'estimatedValue'))}
                  label={t('profile.properties.value')}
                  description={t('profile.money.hint')}
                  required
                />
                <TextInput
                  {...form.input(rowField(row, 'ownershipShare'))}
                  label={t('profile.properties.share')}
                  description={t('profile.properties.shareHint')}
                  required
                  inputMode="numeric"
                  maxLength={3}
                  rightSection={<span aria-hidden="true">%</span>}
                  classNames={{ input: formClasses.ltr }}
                />
              </>
            )}
          </RowList>
          <PendingRemovals count={removed} testId="profile-properties-removed" />
        </>
      ) : null}
    </TabForm>
  );
}
