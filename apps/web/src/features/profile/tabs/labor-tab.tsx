import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { contract, employeeStatuses, selfEmployedStatuses, type LaborInput, type LaborTab as LaborData } from '@sanad/contract';
import { DateField } from '../../../components/form/date-field.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { LoadedTab } from '../components/loaded-tab.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { textOrNull } from '../components/form-support.ts';
import { laborQuery, saveLabor, type AnyProfileStatus } from '../api/profile-api.ts';

const ids = {
  laborStatus: 'profile-labor-status',
  employerName: 'profile-labor-employer',
  jobTitle: 'profile-labor-job-title',
  workStartDate: 'profile-labor-start-date',
  professionSkill: 'profile-labor-skill',
};
type Field = keyof typeof ids;

function formValues(data: LaborData): Record<Field, string> {
  return {
    laborStatus: data.laborStatus ?? '',
    employerName: data.employerName ?? '',
    jobTitle: data.jobTitle ?? '',
    workStartDate: data.workStartDate ?? '',
    professionSkill: data.professionSkill ?? '',
  };
}

/** Which questions a labor status asks. */
function asked(status: string) {
  const employee = employeeStatuses.has(status);
  return { employer: employee, jobTitle: employee || selfEmployedStatuses.has(status) };
}

function toInput(values: Record<Field, string>) {
  const { employer, jobTitle } = asked(values.laborStatus);
  return {
    laborStatus: values.laborStatus,
    employerName: employer ? textOrNull(values.employerName) : null,
    jobTitle: jobTitle ? textOrNull(values.jobTitle) : null,
    workStartDate: employer ? textOrNull(values.workStartDate) : null,
    professionSkill: textOrNull(values.professionSkill),
  };
}

/** Work (applicant only): the labor status, and for employees and the self-employed where and as what. */
export function LaborTab({ onStatus }: { onStatus: (status: AnyProfileStatus) => void }) {
  return (
    <LoadedTab load={laborQuery} onStatus={onStatus}>
      {(data, applySaved) => <LaborForm data={data} onSave={async (body) => applySaved(await saveLabor(body))} />}
    </LoadedTab>
  );
}

function LaborForm({ data, onSave }: { data: LaborData; onSave: (body: LaborInput) => Promise<LaborData> }) {
  const { t } = useTranslation();
  const form = useForm({
    ids,
    initial: formValues(data),
    schema: contract.profile.saveLabor.body,
    toInput,
    // The questions the status asks must be answered (the schema takes null); its own message about one comes first.
    validate: (values, found) => {
      const { employer, jobTitle } = asked(values.laborStatus);
      const required: Field[] = [
        ...(employer ? (['employerName', 'workStartDate'] as const) : []),
        ...(jobTitle ? (['jobTitle'] as const) : []),
      ];
      const unanswered = required.filter((name) => values[name].trim() === '' && found[name] === undefined);
      return Object.fromEntries(unanswered.map((name) => [name, t('profile.requiredField')]));
    },
  });
  const save = form.onSubmit(async (body) => {
    await onSave(body);
    toasts.show({ type: 'success', message: t('profile.saved') });
  });
  const { employer, jobTitle } = asked(form.values.laborStatus);

  return (
    <TabForm id="profile-labor" title={t('profile.labor.title')} form={form} onSubmit={save}>
      <div className={formClasses.grid}>
        <LookupSelect {...form.select('laborStatus')} group="laborStatus" label={t('profile.labor.status')} required />
        {employer ? (
          <TextInput
            {...form.input('employerName')}
            label={t('profile.labor.employer')}
            required
            maxLength={150}
            autoComplete="organization"
          />
        ) : null}
        {jobTitle ? (
          <TextInput
            {...form.input('jobTitle')}
            label={t('profile.labor.jobTitle')}
            required
            maxLength={100}
            autoComplete="organization-title"
          />
        ) : null}
        {employer ? <DateField {...form.date('workStartDate')} label={t('profile.labor.startDate')} required /> : null}
        <LookupSelect
          {...form.select('professionSkill')}
          group="professionSkills"
          label={t('profile.labor.skill')}
          description={t('profile.optional')}
        />
      </div>
    </TabForm>
  );
}
