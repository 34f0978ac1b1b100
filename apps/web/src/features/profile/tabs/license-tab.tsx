import '@mantine/core/styles/Input.css';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { contract, validationMessage, type LicenseInput, type LicenseTab as LicenseData } from '@sanad/contract';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { LoadFailed, TabLoading } from '../components/load-state.tsx';
import { RowCard } from '../components/row-card.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { schemaErrors, textOrNull, useTabData, withRenamedFields, yesNo } from '../form-support.ts';
import { rowField, rowIds, rowRenamer, useRows, type ListRow } from '../list-rows.ts';
import type { AnyProfileStatus, SharedTabsApi } from '../profile-api.ts';
import classes from '../profile.module.css';

const fields = ['type', 'number', 'expiryDate'] as const;
const prefix = 'profile-license';
const addButtonId = 'profile-license-add';
const answerId = 'profile-license-answer';

/** Licenses are written whole at each save and have no ids: their rows are keyed by position. */
const licenseRows = (data: LicenseData): ListRow[] => data.licenses.map((_, index) => ({ key: `l${index}`, id: null }));

function formValues(data: LicenseData): Record<string, string> {
  const values: Record<string, string> = { hasLicenses: yesNo(data.hasLicenses) };
  licenseRows(data).forEach((row, index) => {
    const item = data.licenses[index];
    values[rowField(row, 'type')] = item?.type ?? '';
    values[rowField(row, 'number')] = item?.number ?? '';
    values[rowField(row, 'expiryDate')] = item?.expiryDate ?? '';
  });
  return values;
}

function toInput(values: Record<string, string>, rows: readonly ListRow[]) {
  const hasLicenses = values.hasLicenses === '' ? undefined : values.hasLicenses === 'yes';
  return {
    hasLicenses,
    licenses: hasLicenses
      ? rows.map((row) => ({
          type: values[rowField(row, 'type')] ?? '',
          number: (values[rowField(row, 'number')] ?? '').trim(),
          expiryDate: textOrNull(values[rowField(row, 'expiryDate')] ?? ''),
        }))
      : [],
  };
}

/** Licenses: "do you hold a driving or professional license?", then each one with its number and expiry. */
export function LicenseTab({ api, onStatus }: { api: SharedTabsApi; onStatus: (status: AnyProfileStatus) => void }) {
  const { state, retry, setData } = useTabData(api.license.load);
  if (state.kind === 'loading') return <TabLoading />;
  if (state.kind === 'failed') return <LoadFailed error={state.error} onRetry={retry} />;
  return (
    <LicenseForm
      data={state.data}
      onSave={async (body) => {
        const saved = await api.license.save(body);
        setData(saved.data);
        onStatus(saved.status);
        return saved.data;
      }}
    />
  );
}

function LicenseForm({ data, onSave }: { data: LicenseData; onSave: (body: LicenseInput) => Promise<LicenseData> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { rows, setRows, add, remove } = useRows(() => licenseRows(data), { firstField: 'type', prefix, addButtonId });
  // `licenses` (none listed under a "yes") points at the add button.
  const ids = { hasLicenses: answerId, licenses: addButtonId, ...rowIds(rows, fields, prefix) };
  const names = Object.keys(ids);
  const form = useForm<string>({
    ids,
    initial: formValues(data),
    validate: (values) => {
      const errors = schemaErrors(
        contract.profile.saveLicense.body,
        toInput(values, rows),
        names,
        language,
        rowRenamer('licenses', rows, fields),
      );
      if (values.hasLicenses === '') errors.hasLicenses = t('profile.requiredAnswer');
      if (values.hasLicenses === 'yes' && rows.length === 0) errors.licenses = validationMessage('licenses_required', language);
      return errors;
    },
  });

  const save = form.onSubmit(async (values) => {
    const sent = rows;
    try {
      const stored = await onSave(toInput(values, sent) as LicenseInput);
      setRows(licenseRows(stored));
      form.reset(formValues(stored));
      toasts.show({ type: 'success', message: t('profile.saved') });
    } catch (error) {
      throw withRenamedFields(error, rowRenamer('licenses', sent, fields));
    }
  });

  const addRow = () => {
    const row = add();
    form.setValues({ [rowField(row, 'type')]: '', [rowField(row, 'number')]: '', [rowField(row, 'expiryDate')]: '' });
  };
  const answer = form.values.hasLicenses ?? '';

  return (
    <section className={formClasses.card} aria-labelledby="profile-license-title">
      <h3 id="profile-license-title" className={formClasses.sectionTitle}>
        {t('profile.license.title')}
      </h3>
      <form noValidate onSubmit={(event) => void save(event)} data-testid="profile-license-form">
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <YesNoField
            id={answerId}
            name="hasLicenses"
            label={t('profile.license.question')}
            value={answer}
            error={form.errorOf('hasLicenses')}
            onChange={(value) => form.setValue('hasLicenses', value)}
          />
          {answer === 'yes' ? (
            <>
              {form.errorOf('licenses') ? (
                <Text c="var(--mantine-color-error)" size="sm">
                  {form.errorOf('licenses')}
                </Text>
              ) : null}
              {rows.length === 0 ? (
                <Text data-testid="profile-license-empty">{t('profile.license.empty')}</Text>
              ) : (
                <ul className={classes.rows} aria-label={t('profile.license.listLabel')}>
                  {rows.map((row, index) => {
                    const title = t('profile.license.rowTitle', { number: index + 1 });
                    return (
                      <RowCard
                        key={row.key}
                        title={title}
                        removeLabel={t('profile.list.removeNamed', { name: title })}
                        onRemove={() => remove(row.key)}
                        testId="profile-license-row"
                      >
                        <LookupSelect
                          {...form.select(rowField(row, 'type'))}
                          group="licenseType"
                          label={t('profile.license.type')}
                          required
                        />
                        <TextInput
                          {...form.input(rowField(row, 'number'))}
                          label={t('profile.license.number')}
                          required
                          maxLength={30}
                          autoComplete="off"
                          classNames={{ input: formClasses.ltr }}
                        />
                        <TextInput
                          {...form.input(rowField(row, 'expiryDate'))}
                          type="date"
                          label={t('profile.license.expiryDate')}
                          description={t('profile.optional')}
                          classNames={{ input: formClasses.ltr }}
                        />
                      </RowCard>
                    );
                  })}
                </ul>
              )}
            </>
          ) : null}
          <div className={formClasses.actions}>
            {answer === 'yes' ? (
              <Button id={addButtonId} variant="default" onClick={addRow} disabled={rows.length >= 10}>
                {t('profile.license.add')}
              </Button>
            ) : null}
            <Button type="submit" disabled={form.sending}>
              {t('profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
