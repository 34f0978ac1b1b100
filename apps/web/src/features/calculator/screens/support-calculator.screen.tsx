import '@mantine/core/styles/Input.css';
import { Button, Stack, Text } from '@mantine/core';
import { calculatorLimits, supportEstimateRequestSchema, type SupportEstimate } from '@sanad/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import hidden from '../../../components/visually-hidden.module.css';
import { withRenamedFields } from '../../../lib/form-errors.ts';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { estimateSupport } from '../api/calculator-api.ts';
import classes from '../components/calculator.module.css';
import { EstimateAnswer, estimateAnnouncement } from '../components/estimate-answer.tsx';
import {
  ageInput,
  assetsInput,
  blankPerson,
  blankRow,
  idsOf,
  incomesInput,
  inputId,
  personErrorField,
  personErrors,
  personInputs,
  rowField,
  useHouseholdRows,
  type PersonRows,
  type RowKind,
} from '../components/household-form.ts';
import { addRowId, PersonFields } from '../components/person-fields.tsx';

const prefix = 'calc';
const addPersonId = `${prefix}-add-person`;
type Values = Readonly<Record<string, string>>;

/** The household as the estimate takes it: the head first, then the other people in the order shown. */
function toRequest(values: Values, people: readonly PersonRows[]) {
  const person = (rows: PersonRows) => ({
    ...ageInput(values, rows),
    incomes: incomesInput(values, rows),
    assets: assetsInput(values, rows),
  });
  const [head, ...dependents] = people;
  return {
    houseOwnership: values.houseOwnership ?? '',
    head: head ? person(head) : {},
    dependents: dependents.map(person),
  };
}

/** The input an error of the estimate is about (`head.incomes.0.monthlyAmount`, `dependents.1.age`), null for none. */
function errorField(field: string, people: readonly PersonRows[], values: Values): string | null {
  if (field === 'houseOwnership') return field;
  const match = /^(head|dependents\.(\d+))(?:\.(.+))?$/.exec(field);
  if (!match) return null;
  const person = match[1] === 'head' ? people[0] : people[Number(match[2]) + 1];
  return person ? personErrorField(person, match[3], values) : null;
}

/**
 * /support-calculator (spec §2, public): a visitor types in a household (whether the home is owned or rented; the
 * head and the other people living there, each with an age or a birth date, monthly incomes by source and assets by
 * type, amounts in riyals) and sees what it would receive a month, worked out by the same eligibility function as the
 * monthly cycle on today's amounts (POST /api/support-calculator/estimate; docs/decisions/059-calculators.md), with
 * the same explanation and what the estimate assumes. Nothing is stored. The GOV.UK form pattern: the browser checks
 * with the contract's schema, the server's field errors land at their inputs, the answer takes focus and is announced.
 */
export function SupportCalculatorScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const household = useHouseholdRows(() => [{ key: 'head', incomes: [], assets: [] }]);
  const { people } = household;
  const [head, ...dependents] = people;
  const [answer, setAnswer] = useState<{ estimate: SupportEstimate; key: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const names = ['houseOwnership', ...people.flatMap((person) => personInputs(person, { withAge: true }))];
  const form = useForm({
    ids: idsOf(names, prefix),
    initial: { houseOwnership: '', ...blankPerson({ key: 'head' }) },
    schema: supportEstimateRequestSchema,
    toInput: (values) => toRequest(values, people),
    rename: (field, values) => errorField(field, people, values),
    validate: (values) => ({
      houseOwnership: values.houseOwnership ? undefined : t('calculator.errors.houseOwnership'),
      ...Object.fromEntries(people.flatMap((person) => Object.entries(personErrors(values, person, t, language, { withAge: true })))),
    }),
  });

  const submit = form.onSubmit(async (body) => {
    const sent = people;
    const values = form.values;
    let estimate: SupportEstimate;
    try {
      estimate = await estimateSupport(body);
    } catch (error) {
      throw withRenamedFields(error, (field) => errorField(field, sent, values));
    }
    setAnswer((previous) => ({ estimate, key: (previous?.key ?? 0) + 1 }));
    setAnnouncement(estimateAnnouncement(estimate, t, language));
  });

  const addRow = (person: PersonRows, kind: RowKind) => {
    const row = household.addRow(person.key, kind, (key) => inputId(prefix, rowField(person, key, kind === 'incomes' ? 'source' : 'type')));
    form.setValues(blankRow(person, kind, row));
  };
  const removeRow = (person: PersonRows, kind: RowKind, row: string) =>
    household.removeRow(person.key, kind, row, addRowId(prefix, person, kind));
  const addPerson = () => {
    const person = household.addPerson((added) => inputId(prefix, `${added.key}.age`));
    form.setValues(blankPerson(person));
  };

  const owned = form.values.houseOwnership === 'OWNED';
  const fieldsOf = (person: PersonRows, name: string, isHead: boolean) => (
    <PersonFields
      form={form}
      person={person}
      prefix={prefix}
      name={name}
      withAge
      onAddRow={(kind) => addRow(person, kind)}
      onRemoveRow={(kind, row) => removeRow(person, kind, row)}
      assetHint={isHead && owned ? t('calculator.assets.hintOwned') : undefined}
    />
  );

  return (
    <Stack gap="lg" data-testid="support-calculator-screen">
      <PageHeading>{t('calculator.title')}</PageHeading>
      <Text>{t('calculator.intro')}</Text>
      <Text size="sm">
        <Trans i18nKey="calculator.signedInHint" components={{ login: <Link to={paths.login} className={formClasses.link} /> }} />
      </Text>

      <form noValidate onSubmit={(event) => void submit(event)} data-testid="support-calculator-form">
        <Stack gap="lg">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />

          <section className={formClasses.card} aria-labelledby="calc-home-title">
            <h2 id="calc-home-title" className={formClasses.sectionTitle}>
              {t('calculator.home.title')}
            </h2>
            <LookupSelect
              {...form.select('houseOwnership')}
              group="houseOwnership"
              label={t('calculator.home.ownership')}
              description={t('calculator.home.ownershipHint')}
              required
              className={formClasses.narrow}
            />
          </section>

          {head ? (
            <section className={formClasses.card} aria-labelledby="calc-head-title" data-testid="calc-head">
              <h2 id="calc-head-title" className={formClasses.sectionTitle}>
                {t('calculator.person.headTitle')}
              </h2>
              <Text size="sm" c="dimmed" mb="md">
                {t('calculator.person.headIntro')}
              </Text>
              {fieldsOf(head, t('calculator.person.headName'), true)}
            </section>
          ) : null}

          <section className={formClasses.card} aria-labelledby="calc-people-title">
            <h2 id="calc-people-title" className={formClasses.sectionTitle}>
              {t('calculator.people.title')}
            </h2>
            <Text size="sm" c="dimmed" mb="md">
              {t('calculator.people.intro')}
            </Text>
            {dependents.length === 0 ? (
              <Text mb="md" data-testid="calc-people-none">
                {t('calculator.people.none')}
              </Text>
            ) : (
              <ul className={classes.people} aria-label={t('calculator.people.listLabel', { count: dependents.length })}>
                {dependents.map((person, index) => {
                  const name = t('calculator.person.dependentName', { number: index + 1 });
                  return (
                    <li key={person.key} className={classes.personCard} data-testid="calc-person">
                      <div className={classes.personHeader}>
                        <h3 className={classes.personTitle}>{name}</h3>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          onClick={() => household.removePerson(person.key, addPersonId)}
                          aria-label={t('calculator.people.removeNamed', { name })}
                        >
                          {t('calculator.remove')}
                        </Button>
                      </div>
                      {fieldsOf(person, name, false)}
                    </li>
                  );
                })}
              </ul>
            )}
            <Button
              id={addPersonId}
              variant="default"
              mt="md"
              onClick={addPerson}
              disabled={people.length >= calculatorLimits.members}
              data-testid="calc-add-person"
            >
              {t('calculator.people.add')}
            </Button>
          </section>

          <div className={formClasses.actions}>
            <Button type="submit" size="md" disabled={form.sending} data-testid="calc-submit">
              {t('calculator.submit')}
            </Button>
          </div>
        </Stack>
      </form>

      {/* Always on the page, so the arrival of an answer is announced however it is reached. */}
      <p className={hidden.hidden} role="status" aria-live="polite" data-testid="estimate-announcement">
        {announcement}
      </p>
      {answer ? <EstimateAnswer estimate={answer.estimate} answerKey={answer.key} /> : null}
    </Stack>
  );
}
