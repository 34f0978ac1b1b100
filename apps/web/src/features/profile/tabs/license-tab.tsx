import '@mantine/core/styles/Input.css';
import { Button, Text, TextInput } from '@mantine/core';
import { contract, validationMessage, type LicenseInput, type LicenseTab as LicenseData } from '@sanad/contract';
import { DateField } from '../../../components/form/date-field.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { LoadedTab } from '../components/loaded-tab.tsx';
import { RowList } from '../../../components/list-editor/row-list.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { textOrNull, yesNo, yesNoProps } from '../components/form-support.ts';
import { blankRow, rowField, rowIds, rowRenamer, sendRows, useRows, type ListRow } from '../../../components/list-editor/list-rows.ts';
import type { AnyProfileStatus, SharedTabsApi } from '../api/profile-api.ts';

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
  return (
    <LoadedTab load={api.license.load} onStatus={onStatus}>
      {(data, applySaved) => <LicenseForm data={data} onSave={async (body) => applySaved(await api.license.save(body))} />}
    </LoadedTab>
  );
}

function LicenseForm({ data, onSave }: { data: LicenseData; onSave: (body: LicenseInput) => Promise<LicenseData> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { rows, setRows, add, remove } = useRows(() => licenseRows(data), { firstField: 'type', prefix, addButtonId });
  // `licenses` (none listed under a "yes") points at the add button.
  const ids = { hasLicenses: answerId, licenses: addButtonId, ...rowIds(rows, fields, prefix) };
  const form = useForm({
    ids,
    initial: formValues(data),
    schema: contract.profile.saveLicense.body,
    toInput: (values) => toInput(values, rows),
    rename: rowRenamer('licenses', rows, fields),
    validate: (values) => ({
      hasLicenses: values.hasLicenses === '' ? t('profile.requiredAnswer') : undefined,
      licenses: values.hasLicenses === 'yes' && rows.length === 0 ? validationMessage('licenses_required', language) : undefined,
    }),
  });

  const save = form.onSubmit(async (body) => {
    const stored = await sendRows(() => onSave(body), 'licenses', rows, fields);
    setRows(licenseRows(stored));
    form.reset(formValues(stored));
    toasts.show({ type: 'success', message: t('profile.saved') });
  });

  const addRow = () => form.setValues(blankRow(add(), fields));
  const answer = form.values.hasLicenses ?? '';

  return (
    <TabForm
      id="profile-license"
      title={t('profile.license.title')}
      form={form}
      onSubmit={save}
      actions={
        answer === 'yes' ? (
          <Button id={addButtonId} variant="default" onClick={addRow} disabled={rows.length >= 10}>
            {t('profile.license.add')}
          </Button>
        ) : null
      }
    >
      <YesNoField {...yesNoProps(form, 'hasLicenses')} id={answerId} label={t('profile.license.question')} />
      {answer === 'yes' ? (
        <>
          {form.errorOf('licenses') ? (
            <Text c="var(--mantine-color-error)" size="sm">
              {form.errorOf('licenses')}
            </Text>
          ) : null}
          <RowList
            rows={rows}
            rowTitle={(number) => t('profile.license.rowTitle', { number })}
            empty={t('profile.license.empty')}
            emptyTestId="profile-license-empty"
            listLabel={t('profile.license.listLabel')}
            rowTestId="profile-license-row"
            onRemove={remove}
          >
            {(row) => (
              <>
                <LookupSelect {...form.select(rowField(row, 'type'))} group="licenseType" label={t('profile.license.type')} required />
                <TextInput
                  {...form.input(rowField(row, 'number'))}
                  label={t('profile.license.number')}
                  required
                  maxLength={30}
                  autoComplete="off"
                  classNames={{ input: formClasses.ltr }}
                />
                <DateField
                  {...form.date(rowField(row, 'expiryDate'))}
                  label={t('profile.license.expiryDate')}
                  description={t('profile.optional')}
                />
              </>
            )}
          </RowList>
        </>
      ) : null}
    </TabForm>
  );
}
