import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ProgramFormField } from '@sanad/contract';
import { checkProgramForm, isRequiredField, validationMessage } from '@sanad/contract/client';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import { saveAnswers, useApplicationDetails, useProgramForm } from '../api/application-flow-api.ts';
import { LoadState } from './load-state.tsx';

/**
 * The form's inputs are named after the request's keys (`formAnswers.<field>`), so a server error about
 * `body.formAnswers.<field>` lands on its field (lib/form-errors.ts).
 */
export const answerKey = (field: Pick<ProgramFormField, 'name'>) => `formAnswers.${field.name}`;
const answerId = (field: Pick<ProgramFormField, 'name'>) => `answer-${field.name.replace(/[^\w-]/g, '_')}`;

/** The fields in display order. */
export const orderedFields = (fields: readonly ProgramFormField[]) => [...fields].sort((a, b) => a.order - b.order);

/**
 * Step 1, "Your answers": the SSP dynamic form drawn from its field definitions. A new application starts here (its
 * first save creates the draft); a draft shows the answers it holds.
 */
export function AnswersStep({ applicationId, onSaved }: { applicationId: string | null; onSaved: (applicationId: string) => void }) {
  const form = useProgramForm();
  const details = useApplicationDetails(applicationId);
  const loaded = form.data !== undefined && (applicationId === null || details.data !== undefined);
  return (
    <LoadState failed={form.failed || details.failed} loaded={loaded} retry={() => (form.failed ? form.retry() : details.retry())}>
      {form.data ? (
        <AnswersForm
          fields={orderedFields(form.data)}
          answers={details.data?.formAnswers ?? {}}
          applicationId={applicationId}
          onSaved={onSaved}
        />
      ) : null}
    </LoadState>
  );
}

function AnswersForm({
  fields,
  answers,
  applicationId,
  onSaved,
}: {
  fields: readonly ProgramFormField[];
  answers: Readonly<Record<string, string>>;
  applicationId: string | null;
  onSaved: (applicationId: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const keys = fields.map(answerKey);
  const form = useForm<string>({
    ids: Object.fromEntries(fields.map((field) => [answerKey(field), answerId(field)])),
    initial: Object.fromEntries(fields.map((field) => [answerKey(field), answers[field.name] ?? field.value])),
    // The rules the server applies too (spec §5, program-form-rules.ts), in the UI language.
    validate: (values) => {
      const { errors } = checkProgramForm(fields, answersOf(fields, values));
      return Object.fromEntries(
        fields.map((field) => {
          const failure = errors[field.name];
          return [answerKey(field), failure ? validationMessage(failure.code, language, failure.values) : undefined];
        }),
      );
    },
  });

  const save = form.onSubmit(async (values) => {
    const { values: formAnswers } = checkProgramForm(fields, answersOf(fields, values));
    const saved = await saveAnswers(applicationId, formAnswers);
    onSaved(saved.summary.id);
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} data-testid="answers-form">
      <Stack gap="md">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        {fields.length === 0 ? <Text data-testid="answers-none">{t('applicationFlow.answers.none')}</Text> : null}
        {fields.map((field, index) => (
          <AnswerField key={keys[index]} field={field} form={form} />
        ))}
        <div className={formClasses.actions}>
          <Button type="submit" disabled={form.sending} data-testid="answers-save">
            {t('applicationFlow.saveAndContinue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The answers as the rules read them: field name → text. */
function answersOf(fields: readonly ProgramFormField[], values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, values[answerKey(field)] ?? '']));
}

type AnswersFormApi = ReturnType<typeof useForm<string>>;

/** One field, drawn as its type asks: text, number, date, select or textarea. */
function AnswerField({ field, form }: { field: ProgramFormField; form: AnswersFormApi }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const key = answerKey(field);
  const label = nameIn({ nameAr: field.labelAr, nameEn: field.labelEn }, language) || field.name;
  const required = isRequiredField(field);
  switch (field.type) {
    case 'textarea':
      return <Textarea {...form.input(key)} label={label} required={required} rows={4} />;
    case 'number':
      return <TextInput {...form.input(key)} label={label} required={required} inputMode="decimal" className={formClasses.narrow} />;
    case 'date':
      return <DateField {...form.date(key)} label={label} required={required} />;
    case 'select':
      return (
        <NativeSelect
          {...form.select(key)}
          label={label}
          required={required}
          data={[
            { value: '', label: t('common.choose') },
            ...field.options.map((option) => ({ value: option.code, label: nameIn(option, language) || option.code })),
          ]}
        />
      );
    default:
      return <TextInput {...form.input(key)} label={label} required={required} />;
  }
}
