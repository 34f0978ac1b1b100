import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Fieldset.css';
import { Checkbox, Fieldset, NativeSelect, Stack, Text } from '@mantine/core';
import {
  contract,
  disabilitySeverityValues,
  validationMessage,
  type Disability,
  type PersonalInfo,
  type PersonalInfoInput,
} from '@sanad/contract';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { DateText } from '../../../components/date-text.tsx';
import { LtrText } from '../../../components/ltr-text.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { itemName, lookupItems, lookupName } from '../../../lib/lookups.ts';
import { TabContent } from '../components/loaded-tab.tsx';
import { TabForm } from '../../../components/list-editor/tab-form.tsx';
import { YesNoField } from '../components/yes-no-field.tsx';
import { withRenamedFields, yesNo, yesNoProps, type FieldRenamer } from '../components/form-support.ts';
import { usePersonalData, type AnyProfileStatus, type SharedTabsApi } from '../api/profile-api.ts';
import details from '../../../components/details-list.module.css';
import classes from '../components/profile.module.css';
import { IbanSection } from './iban-section.tsx';

interface PersonalData {
  info: PersonalInfo;
  disabilities: Disability[];
}

/**
 * The personal tab: the civil-registry facts (read only), then the person's answers: social status and disabilities
 * with their severity (GET disabilities-data). The applicant's variant adds the payment IBAN.
 */
export function PersonalTab({
  api,
  withIban,
  onStatus,
}: {
  api: SharedTabsApi;
  withIban: boolean;
  onStatus: (status: AnyProfileStatus) => void;
}) {
  const state = usePersonalData(api);
  return (
    <TabContent state={state} onStatus={onStatus}>
      {(data, applySaved) => (
        <Stack gap="lg">
          <CivilDetails info={data.info} />
          <PersonalForm
            data={data}
            onSave={async (body) => {
              const saved = await api.personal.save(body);
              applySaved({ data: { info: saved.data, disabilities: saved.data.disabilities }, status: saved.status });
            }}
          />
          {withIban ? <IbanSection /> : null}
        </Stack>
      )}
    </TabContent>
  );
}

function CivilDetails({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section className={formClasses.card} aria-labelledby="profile-civil-title" data-testid="profile-civil">
      <h3 id="profile-civil-title" className={formClasses.sectionTitle}>
        {t('profile.personal.civilTitle')}
      </h3>
      <dl className={details.details}>
        <dt>{t('profile.personal.nameAr')}</dt>
        <dd>
          <bdi lang="ar" dir="rtl">
            {info.nameAr}
          </bdi>
        </dd>
        <dt>{t('profile.personal.nameEn')}</dt>
        <dd>
          <bdi lang="en" dir="ltr">
            {info.nameEn}
          </bdi>
        </dd>
        <dt>{t('profile.personal.nin')}</dt>
        <dd>
          <LtrText>{info.maskedNin}</LtrText>
        </dd>
        <dt>{t('profile.personal.gender')}</dt>
        <dd>{lookupName('gender', info.gender, language)}</dd>
        <dt>{t('profile.personal.birthDate')}</dt>
        <dd>
          <DateText iso={info.birthDate} />
        </dd>
        <dt>{t('profile.personal.nationality')}</dt>
        <dd>{lookupName('nationality', info.nationality, language)}</dd>
        {info.maskedMobile ? (
          <>
            <dt>{t('profile.personal.mobile')}</dt>
            <dd>
              <LtrText>{info.maskedMobile}</LtrText>
            </dd>
          </>
        ) : null}
        {info.email ? (
          <>
            <dt>{t('profile.personal.email')}</dt>
            <dd>
              <LtrText>{info.email}</LtrText>
            </dd>
          </>
        ) : null}
      </dl>
      <Text size="sm" mt="sm">
        {t('profile.personal.civilNote')}
      </Text>
    </section>
  );
}

/** Form values: `d.<code>` is 'yes' when a disability is ticked, `s.<code>` its severity. */
function formValues(data: PersonalData, codes: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {
    socialStatus: data.info.socialStatus ?? '',
    hasDisability: yesNo(data.info.hasDisability),
  };
  for (const code of codes) {
    const found = data.disabilities.find((item) => item.code === code);
    values[`d.${code}`] = found ? 'yes' : '';
    values[`s.${code}`] = found?.severity ?? '';
  }
  return values;
}

function PersonalForm({ data, onSave }: { data: PersonalData; onSave: (body: PersonalInfoInput) => Promise<void> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const disabilityItems = lookupItems('disability');
  // A stored code the list no longer has still shows, so the person can untick it.
  const codes = [
    ...disabilityItems.map((item) => item.code),
    ...data.disabilities.map((item) => item.code).filter((code) => !disabilityItems.some((item) => item.code === code)),
  ];
  const ids: Record<string, string> = {
    socialStatus: 'profile-personal-social-status',
    hasDisability: 'profile-personal-has-disability',
    disabilities: 'profile-personal-disabilities',
  };
  for (const code of codes) {
    ids[`d.${code}`] = `profile-personal-disability-${code}`;
    ids[`s.${code}`] = `profile-personal-severity-${code}`;
  }

  const ticked = (values: Record<string, string>) =>
    values.hasDisability === 'yes' ? codes.filter((code) => values[`d.${code}`] === 'yes') : [];
  const toInput = (values: Record<string, string>) => ({
    socialStatus: values.socialStatus ?? '',
    hasDisability: values.hasDisability === '' ? undefined : values.hasDisability === 'yes',
    disabilities: ticked(values).map((code) => ({ code, severity: values[`s.${code}`] })),
  });
  /** `disabilities.2.severity` of the API is the severity of the third ticked disability. */
  const renamer =
    (sent: readonly string[]): FieldRenamer =>
    (field) => {
      const match = /^disabilities\.(\d+)(?:\.(code|severity))?$/.exec(field);
      const code = match ? sent[Number(match[1])] : undefined;
      if (!match || code === undefined) return null;
      return match[2] === 'severity' ? `s.${code}` : `d.${code}`;
    };

  const form = useForm({
    ids,
    initial: formValues(data, codes),
    schema: contract.profile.savePersonalInfo.body,
    toInput,
    rename: (field, values) => renamer(ticked(values))(field),
    validate: (values) => {
      const sent = ticked(values);
      const errors: Record<string, string> = {};
      if (values.hasDisability === 'yes' && sent.length === 0) errors.disabilities = validationMessage('disabilities_required', language);
      for (const code of sent) {
        if ((values[`s.${code}`] ?? '') === '') errors[`s.${code}`] = t('profile.personal.severityRequired');
      }
      return errors;
    },
  });

  const save = form.onSubmit(async (body) => {
    try {
      await onSave(body);
      toasts.show({ type: 'success', message: t('profile.saved') });
    } catch (error) {
      // The server names a disability by its place in the list sent.
      throw withRenamedFields(error, renamer(body.disabilities.map((item) => item.code)));
    }
  });

  const severityOptions = [
    { value: '', label: t('common.choose') },
    ...disabilitySeverityValues.map((value) => ({ value, label: t(`profile.personal.severity.${value}`) })),
  ];

  return (
    <TabForm id="profile-personal" title={t('profile.personal.answersTitle')} form={form} onSubmit={save}>
      <LookupSelect {...form.select('socialStatus')} group="socialStatus" label={t('profile.personal.socialStatus')} required />
      <YesNoField {...yesNoProps(form, 'hasDisability')} id={ids.hasDisability ?? ''} label={t('profile.personal.hasDisability')} />
      {form.values.hasDisability === 'yes' ? (
        <Fieldset legend={t('profile.personal.disabilities')} variant="unstyled">
          <div id={ids.disabilities} tabIndex={-1}>
            {form.errorOf('disabilities') ? (
              <Text c="var(--mantine-color-error)" size="sm" mb="xs" data-testid="profile-disabilities-error">
                {form.errorOf('disabilities')}
              </Text>
            ) : null}
            <ul className={classes.disabilities}>
              {codes.map((code) => {
                const item = disabilityItems.find((entry) => entry.code === code);
                const label = item ? itemName(item, language) : code;
                const checked = form.values[`d.${code}`] === 'yes';
                return (
                  <li key={code} className={classes.disability}>
                    <Checkbox {...form.checkbox(`d.${code}`)} label={label} />
                    {checked ? (
                      <NativeSelect
                        {...form.select(`s.${code}`)}
                        data={severityOptions}
                        label={t('profile.personal.severityOf', { name: label })}
                        required
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        </Fieldset>
      ) : null}
    </TabForm>
  );
}
