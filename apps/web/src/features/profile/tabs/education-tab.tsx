import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { Checkbox, TextInput } from '@mantine/core';
import { contract, levelsWithMajor, type EducationInput, type EducationTab as EducationData } from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { LoadedTab } from '../components/loaded-tab.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { textOrNull } from '../components/form-support.ts';
import type { AnyProfileStatus, SharedTabsApi } from '../api/profile-api.ts';

const ids = {
  educationLevel: 'profile-education-level',
  major: 'profile-education-major',
  institution: 'profile-education-institution',
  graduationYear: 'profile-education-year',
  currentlyStudying: 'profile-education-studying',
};
type Field = keyof typeof ids;

function formValues(data: EducationData): Record<Field, string> {
  return {
    educationLevel: data.educationLevel ?? '',
    major: data.major ?? '',
    institution: data.institution ?? '',
    graduationYear: data.graduationYear === null ? '' : String(data.graduationYear),
    currentlyStudying: data.currentlyStudying ? 'yes' : '',
  };
}

/** The form's text as the API's input; a major only for the levels that ask for one. */
function toInput(values: Record<Field, string>) {
  const year = values.graduationYear.trim();
  return {
    educationLevel: values.educationLevel,
    major: levelsWithMajor.has(values.educationLevel) ? textOrNull(values.major) : null,
    institution: textOrNull(values.institution),
    graduationYear: year === '' ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    currentlyStudying: values.currentlyStudying === 'yes',
  };
}

/** Education: the highest level reached, the major from the diploma up, where and when, and current study. */
export function EducationTab({ api, onStatus }: { api: SharedTabsApi; onStatus: (status: AnyProfileStatus) => void }) {
  return (
    <LoadedTab load={api.education.load} onStatus={onStatus}>
      {(data, applySaved) => <EducationForm data={data} onSave={async (body) => applySaved(await api.education.save(body))} />}
    </LoadedTab>
  );
}

function EducationForm({ data, onSave }: { data: EducationData; onSave: (body: EducationInput) => Promise<EducationData> }) {
  const { t } = useTranslation();
  const form = useForm({
    ids,
    initial: formValues(data),
    schema: contract.profile.saveEducation.body,
    toInput,
    validate: (values, found) => {
      const year = values.graduationYear.trim();
      return {
        // The schema's own message about the major comes first; a year is said wrong in this form's words.
        major:
          levelsWithMajor.has(values.educationLevel) && values.major === '' && found.major === undefined
            ? t('profile.education.majorRequired')
            : undefined,
        graduationYear: year !== '' && !/^\d{4}$/.test(year) ? t('profile.education.yearFormat') : undefined,
      };
    },
  });
  const save = form.onSubmit(async (body) => {
    await onSave(body);
    toasts.show({ type: 'success', message: t('profile.saved') });
  });
  const majorAsked = levelsWithMajor.has(form.values.educationLevel);

  return (
    <TabForm id="profile-education" title={t('profile.education.title')} form={form} onSubmit={save}>
      <div className={formClasses.grid}>
        <LookupSelect {...form.select('educationLevel')} group="educationLevel" label={t('profile.education.level')} required />
        {majorAsked ? <LookupSelect {...form.select('major')} group="majors" label={t('profile.education.major')} required /> : null}
        <TextInput
          {...form.input('institution')}
          label={t('profile.education.institution')}
          description={t('profile.optional')}
          maxLength={150}
        />
        <TextInput
          {...form.input('graduationYear')}
          label={t('profile.education.graduationYear')}
          description={t('profile.education.yearHint')}
          inputMode="numeric"
          maxLength={4}
          classNames={{ input: formClasses.ltr }}
        />
      </div>
      <Checkbox {...form.checkbox('currentlyStudying')} label={t('profile.education.currentlyStudying')} />
    </TabForm>
  );
}
