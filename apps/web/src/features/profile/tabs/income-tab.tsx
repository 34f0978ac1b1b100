import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Text, TextInput } from '@mantine/core';
import { contract, type IncomeInput, type IncomeTab as IncomeData } from '@sanad/contract';
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
import { textOrNull } from '../components/form-support.ts';
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

const fields = ['source', 'monthlyAmount', 'payer'] as const;
const prefix = 'profile-income';
const addButtonId = 'profile-income-add';

function formValues(data: IncomeData): Record<string, string> {
  const rows = storedRows(data.income);
  return Object.fromEntries(
    data.income.flatMap((item, index) => {
      const row = rows[index] as ListRow;
      return [
        [rowField(row, 'source'), item.source],
        [rowField(row, 'monthlyAmount'), riyalsInputValue(item.monthlyAmount)],
        [rowField(row, 'payer'), item.payer ?? ''],
      ];
    }),
  );
}

/** The rows as the API's whole list, and the stored sources no longer in it as `deletedIncome` (spec §3). */
function toInput(values: Record<string, string>, rows: readonly ListRow[], data: IncomeData) {
  return {
    income: rows.map((row) => ({
      id: row.id,
      source: values[rowField(row, 'source')] ?? '',
      monthlyAmount: parseRiyals(values[rowField(row, 'monthlyAmount')] ?? ''),
      payer: textOrNull(values[rowField(row, 'payer')] ?? ''),
    })),
    deletedIncome: data.income.filter((item) => !rows.some((row) => row.id === item.id)).map((item) => item.id),
  };
}

/** Income: every monthly income source with its amount in riyals; saving an empty list declares no income. */
export function IncomeTab({ api, onStatus }: { api: SharedTabsApi; onStatus: (status: AnyProfileStatus) => void }) {
  return (
    <LoadedTab load={api.income.load} onStatus={onStatus}>
      {(data, applySaved) => <IncomeForm data={data} onSave={async (body) => applySaved(await api.income.save(body))} />}
    </LoadedTab>
  );
}

function IncomeForm({ data, onSave }: { data: IncomeData; onSave: (body: IncomeInput) => Promise<IncomeData> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { rows, setRows, add, remove } = useRows(() => storedRows(data.income), { firstField: 'source', prefix, addButtonId });
  const form = useForm({
    ids: rowIds(rows, fields, prefix),
    initial: formValues(data),
    schema: contract.profile.saveIncome.body,
    toInput: (values) => toInput(values, rows, data),
    rename: rowRenamer('income', rows, fields),
    // Amounts are said wrong in riyals, over the contract's words about halalas.
    validate: (values) =>
      Object.fromEntries(
        rows.map((row) => rowField(row, 'monthlyAmount')).map((name) => [name, riyalsError(values[name] ?? '', t, { positive: true })]),
      ),
  });
  const removed = toInput(form.values, rows, data).deletedIncome.length;

  const save = form.onSubmit(async (body) => {
    const stored = await sendRows(() => onSave(body), 'income', rows, fields);
    setRows(storedRows(stored.income));
    form.reset(formValues(stored));
    toasts.show({ type: 'success', message: t('profile.saved') });
  });

  const addRow = () => form.setValues(blankRow(add(), fields));

  return (
    <TabForm
      id="profile-income"
      title={t('profile.income.title')}
      form={form}
      onSubmit={save}
      saveLabel={rows.length === 0 ? t('profile.income.saveNone') : t('profile.save')}
      actions={
        <Button id={addButtonId} variant="default" onClick={addRow} disabled={rows.length >= 20}>
          {t('profile.income.add')}
        </Button>
      }
    >
      <Text>{t('profile.income.intro')}</Text>
      {data.declared ? (
        <Text fw={700} data-testid="profile-income-total">
          {t('profile.income.total', { amount: formatMoney(data.totalMonthlyAmount, language) })}
        </Text>
      ) : (
        <Alert color="blue" data-testid="profile-income-undeclared">
          {t('profile.income.notDeclared')}
        </Alert>
      )}
      <RowList
        rows={rows}
        rowTitle={(number) => t('profile.income.rowTitle', { number })}
        empty={t('profile.income.empty')}
        emptyTestId="profile-income-empty"
        listLabel={t('profile.income.listLabel')}
        rowTestId="profile-income-row"
        onRemove={remove}
      >
        {(row) => (
          <>
            <LookupSelect {...form.select(rowField(row, 'source'))} group="incomeSource" label={t('profile.income.source')} required />
            <MoneyField
              {...form.input(rowField(row, 'monthlyAmount'))}
              label={t('profile.income.monthlyAmount')}
              description={t('profile.money.hint')}
              required
            />
            <TextInput
              {...form.input(rowField(row, 'payer'))}
              label={t('profile.income.payer')}
              description={t('profile.optional')}
              maxLength={150}
            />
          </>
        )}
      </RowList>
      <PendingRemovals count={removed} testId="profile-income-removed" />
    </TabForm>
  );
}
