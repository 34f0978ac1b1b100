import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { contract, type IncomeInput, type IncomeTab as IncomeData } from '@sanad/contract';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { MoneyField } from '../../../components/form/money-field.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { parseRiyals, riyalsInputValue } from '../../../lib/money.ts';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { RowCard } from '../components/row-card.tsx';
import { schemaErrors, textOrNull, useTabData, withRenamedFields } from '../form-support.ts';
import { rowField, rowIds, rowRenamer, storedRows, useRows, type ListRow } from '../list-rows.ts';
import { riyalsError } from '../money-input.ts';
import type { AnyProfileStatus, SharedTabsApi } from '../profile-api.ts';
import classes from '../profile.module.css';

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
  const { state, retry, setData } = useTabData(api.income.load);
  if (state.kind === 'loading') return <TabLoading />;
  if (state.kind === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  return (
    <IncomeForm
      data={state.data}
      onSave={async (body) => {
        const saved = await api.income.save(body);
        setData(saved.data);
        onStatus(saved.status);
        return saved.data;
      }}
    />
  );
}

function IncomeForm({ data, onSave }: { data: IncomeData; onSave: (body: IncomeInput) => Promise<IncomeData> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { rows, setRows, add, remove } = useRows(() => storedRows(data.income), { firstField: 'source', prefix, addButtonId });
  const ids = rowIds(rows, fields, prefix);
  const names = Object.keys(ids);
  const form = useForm<string>({
    ids,
    initial: formValues(data),
    validate: (values) => {
      const errors = schemaErrors(
        contract.profile.saveIncome.body,
        toInput(values, rows, data),
        names,
        language,
        rowRenamer('income', rows, fields),
      );
      for (const row of rows) {
        const name = rowField(row, 'monthlyAmount');
        const money = riyalsError(values[name] ?? '', t, { positive: true });
        if (money) errors[name] = money;
        else delete errors[name];
      }
      return errors;
    },
  });
  const removed = toInput(form.values, rows, data).deletedIncome.length;

  const save = form.onSubmit(async (values) => {
    const sent = rows;
    try {
      const stored = await onSave(toInput(values, sent, data) as IncomeInput);
      setRows(storedRows(stored.income));
      form.reset(formValues(stored));
      toasts.show({ type: 'success', message: t('profile.saved') });
    } catch (error) {
      throw withRenamedFields(error, rowRenamer('income', sent, fields));
    }
  });

  const addRow = () => {
    const row = add();
    form.setValues({ [rowField(row, 'source')]: '', [rowField(row, 'monthlyAmount')]: '', [rowField(row, 'payer')]: '' });
  };

  return (
    <section className={formClasses.card} aria-labelledby="profile-income-title">
      <h3 id="profile-income-title" className={formClasses.sectionTitle}>
        {t('profile.income.title')}
      </h3>
      <form noValidate onSubmit={(event) => void save(event)} data-testid="profile-income-form">
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
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
          {rows.length === 0 ? (
            <Text data-testid="profile-income-empty">{t('profile.income.empty')}</Text>
          ) : (
            <ul className={classes.rows} aria-label={t('profile.income.listLabel')}>
              {rows.map((row, index) => {
                const title = t('profile.income.rowTitle', { number: index + 1 });
                return (
                  <RowCard
                    key={row.key}
                    title={title}
                    removeLabel={t('profile.list.removeNamed', { name: title })}
                    onRemove={() => remove(row.key)}
                    testId="profile-income-row"
                  >
                    <LookupSelect
                      {...form.select(rowField(row, 'source'))}
                      group="incomeSource"
                      label={t('profile.income.source')}
                      required
                    />
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
                  </RowCard>
                );
              })}
            </ul>
          )}
          {removed > 0 ? (
            <Text size="sm" data-testid="profile-income-removed">
              {t('profile.list.pendingRemovals', { count: removed })}
            </Text>
          ) : null}
          <div className={formClasses.actions}>
            <Button id={addButtonId} variant="default" onClick={addRow} disabled={rows.length >= 20}>
              {t('profile.income.add')}
            </Button>
            <Button type="submit" disabled={form.sending}>
              {rows.length === 0 ? t('profile.income.saveNone') : t('profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
