import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { calculatorLimits, whatIfRequestSchema, type WhatIfResult } from '@sanad/contract';
import { useState } from 'react';
import { houseBriefName } from '../../../components/cycle/house-brief.ts';
import { MoneyText } from '../../../components/cycle/money-text.tsx';
import { OutcomeBadge } from '../../../components/cycle/outcome-badge.tsx';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import hidden from '../../../components/visually-hidden.module.css';
import { reasonText } from '../../../components/why/why-sentences.ts';
import { withRenamedFields } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { tryWhatIf, useApplicationHouses, useWhatIfToday } from '../api/calculator-api.ts';
import classes from '../components/calculator.module.css';
import {
  blankPerson,
  blankRow,
  idsOf,
  inputId,
  personErrors,
  personInputs,
  rowField,
  useHouseholdRows,
  type RowKind,
} from '../components/household-form.ts';
import { addRowId, PersonFields } from '../components/person-fields.tsx';
import { monthlyAmount, WhatIfAnswer, whatIfAnnouncement } from '../components/what-if-answer.tsx';
import {
  leavesField,
  shareField,
  startingForm,
  whatIfChanges,
  whatIfErrorField,
  whatIfMemberName,
  whatIfPlan,
  type WhatIfPerson,
} from '../components/what-if-model.ts';

const prefix = 'whatif';
const addPersonId = `${prefix}-add-person`;

/**
 * The what-if tab of an SSP application's page (docs/decisions/059-calculators.md): one of the application's houses as
 * it stands today (POST /api/eligibility/what-if with no changes: its people, their incomes and assets, its amount),
 * then the applicant changes incomes or assets, adds a person by age or takes a dependent out, and sees today's amount
 * beside the one with the changes, the figures and the rules that moved, worked out by the same function as the
 * monthly cycle. Nothing is saved. The page is the applicant's (or a stand-in's acting for them): a dependent never
 * reaches it.
 */
export function WhatIfTab({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const houses = useApplicationHouses(applicationId);
  const [chosen, setChosen] = useState<string | null>(null);
  const houseId = chosen ?? houses.data?.[0]?.id ?? null;
  const today = useWhatIfToday(applicationId, houseId);
  return (
    <Stack gap="lg" data-testid="whatif-tab">
      <Text>{t('whatIf.intro')}</Text>
      <ReadState state={houses} loading={t('whatIf.loading')} failedTestId="whatif-houses-failed">
        {(list) =>
          list.length === 0 ? (
            <Text data-testid="whatif-no-house">{t('whatIf.noHouse')}</Text>
          ) : (
            <>
              {list.length > 1 ? (
                <NativeSelect
                  id="whatif-house"
                  label={t('whatIf.house')}
                  value={houseId ?? ''}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                  data={list.map((house) => ({ value: house.id, label: houseBriefName(house, t) }))}
                  className={formClasses.narrow}
                />
              ) : (
                <Text data-testid="whatif-house-name">
                  {t('whatIf.oneHouse', { house: houseBriefName(list[0] ?? { label: null, district: '' }, t) })}
                </Text>
              )}
              {houseId ? (
                <ReadState state={today} loading={t('whatIf.loadingHouse')} failedTestId="whatif-today-failed">
                  {(data) => <WhatIfForm key={houseId} applicationId={applicationId} houseId={houseId} today={data} />}
                </ReadState>
              ) : null}
            </>
          )
        }
      </ReadState>
    </Stack>
  );
}

function WhatIfForm({ applicationId, houseId, today }: { applicationId: string; houseId: string; today: WhatIfResult }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Today's people and values, once: a language switch reads today again, and what was typed stays.
  const [start] = useState(() => startingForm(today.current));
  const household = useHouseholdRows(() =>
    start.people.map((person) => ({ key: person.key, incomes: person.incomes, assets: person.assets })),
  );
  const members = new Map(start.people.map((person) => [person.key, person.member]));
  const people: WhatIfPerson[] = household.people.map((rows) => ({ ...rows, member: members.get(rows.key) ?? null }));
  const added = people.filter((person) => person.member === null);
  const [answer, setAnswer] = useState<{ result: WhatIfResult; key: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const names = people.flatMap((person) => {
    if (person.member === null) return personInputs(person, { withAge: true });
    const own = person.member.category === 'HEAD' ? [] : [leavesField(person)];
    return [...own, ...(person.member.counted ? personInputs(person, { withAge: false }) : [])];
  });
  const form = useForm({
    ids: idsOf(names, prefix),
    initial: start.values,
    schema: whatIfRequestSchema,
    toInput: (values) => ({ applicationId, houseId, changes: whatIfChanges(values, whatIfPlan(values, people, start)) }),
    rename: (field, values) => whatIfErrorField(field, whatIfPlan(values, people, start), values),
    validate: (values) => {
      const plan = whatIfPlan(values, people, start);
      const checked = new Set([...plan.incomes, ...plan.assets]);
      return Object.fromEntries([
        ...[...checked].flatMap((person) => Object.entries(personErrors(values, person, t, language, { withAge: false }))),
        ...plan.added.flatMap((person) => Object.entries(personErrors(values, person, t, language, { withAge: true }))),
      ]);
    },
  });

  const submit = form.onSubmit(async (body) => {
    const values = form.values;
    const plan = whatIfPlan(values, people, start);
    let result: WhatIfResult;
    try {
      result = await tryWhatIf(body.applicationId, body.houseId, body.changes);
    } catch (error) {
      throw withRenamedFields(error, (field) => whatIfErrorField(field, plan, values));
    }
    setAnswer((previous) => ({ result, key: (previous?.key ?? 0) + 1 }));
    setAnnouncement(whatIfAnnouncement(result, t, language));
  });

  const addRow = (person: WhatIfPerson, kind: RowKind) => {
    const row = household.addRow(person.key, kind, (key) => inputId(prefix, rowField(person, key, kind === 'incomes' ? 'source' : 'type')));
    form.setValues({ ...blankRow(person, kind, row), ...(kind === 'assets' ? { [shareField(person, row)]: '100' } : {}) });
  };
  const removeRow = (person: WhatIfPerson, kind: RowKind, row: string) =>
    household.removeRow(person.key, kind, row, addRowId(prefix, person, kind));
  const addPerson = () => {
    const person = household.addPerson((created) => inputId(prefix, `${created.key}.age`));
    form.setValues(blankPerson(person));
  };
  const shareOf = (person: WhatIfPerson) => (row: string) => {
    const share = Number(form.values[shareField(person, row)] ?? '100');
    return share < 100 ? share : null;
  };

  const current = today.current;
  return (
    <Stack gap="lg">
      <div className={classes.side} data-testid="whatif-today-summary">
        <h3 className={classes.sideTitle}>{t('whatIf.todayTitle')}</h3>
        <p className={classes.sideAmount}>
          <MoneyText halalas={monthlyAmount(current)} />
        </p>
        <Group gap="sm">
          <OutcomeBadge outcome={current.outcome} />
          <Text size="sm">{t('whatIf.todayPeople', { count: current.members.filter((member) => member.counted).length })}</Text>
        </Group>
      </div>

      <form noValidate onSubmit={(event) => void submit(event)} data-testid="whatif-form">
        <Stack gap="lg">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <section className={formClasses.card} aria-labelledby="whatif-people-title">
            <h3 id="whatif-people-title" className={formClasses.sectionTitle}>
              {t('whatIf.people.title')}
            </h3>
            <Text size="sm" c="dimmed" mb="md">
              {t('whatIf.people.intro')}
            </Text>
            <ul className={classes.people}>
              {people
                .filter((person) => person.member !== null)
                .map((person) => {
                  const member = person.member;
                  if (!member) return null;
                  const name = whatIfMemberName(member, t, language);
                  const leaves = form.values[leavesField(person)] === 'yes';
                  const role =
                    member.category === 'HEAD'
                      ? t('eligibility.members.head')
                      : [
                          member.relationship ? lookupName('relationship', member.relationship, language) : null,
                          t(`eligibility.members.categoryName.${member.category}`),
                        ]
                          .filter(Boolean)
                          .join(' · ');
                  return (
                    <li key={person.key} className={classes.personCard} data-testid="whatif-person">
                      <div className={classes.personHeader}>
                        <h4 className={classes.personTitle}>
                          {name}{' '}
                          <Text span size="sm" c="dimmed" fw={400}>
                            ({role})
                          </Text>
                        </h4>
                      </div>
                      <Stack gap="md">
                        {member.counted ? null : (
                          <Text size="sm" data-testid="whatif-person-left-out">
                            {t('eligibility.members.leftOut', {
                              reason: reasonText(member.leftOutReason?.code ?? '', t, member.leftOutReason),
                            })}
                          </Text>
                        )}
                        {member.category === 'HEAD' ? null : (
                          <Checkbox
                            {...form.checkbox(leavesField(person))}
                            label={t('whatIf.people.leaves', { name })}
                            data-testid="whatif-leaves"
                          />
                        )}
                        {member.counted && !leaves ? (
                          <PersonFields
                            form={form}
                            person={person}
                            prefix={prefix}
                            name={name}
                            withAge={false}
                            onAddRow={(kind) => addRow(person, kind)}
                            onRemoveRow={(kind, row) => removeRow(person, kind, row)}
                            shareOf={shareOf(person)}
                          />
                        ) : null}
                      </Stack>
                    </li>
                  );
                })}
            </ul>
          </section>

          <section className={formClasses.card} aria-labelledby="whatif-added-title">
            <h3 id="whatif-added-title" className={formClasses.sectionTitle}>
              {t('whatIf.added.title')}
            </h3>
            <Text size="sm" c="dimmed" mb="md">
              {t('whatIf.added.intro')}
            </Text>
            {added.length === 0 ? (
              <Text mb="md" data-testid="whatif-added-none">
                {t('whatIf.added.none')}
              </Text>
            ) : (
              <ul className={classes.people}>
                {added.map((person, index) => {
                  const name = t('calculator.person.addedName', { number: index + 1 });
                  return (
                    <li key={person.key} className={classes.personCard} data-testid="whatif-added-person">
                      <div className={classes.personHeader}>
                        <h4 className={classes.personTitle}>{name}</h4>
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
                      <PersonFields
                        form={form}
                        person={person}
                        prefix={prefix}
                        name={name}
                        withAge
                        onAddRow={(kind) => addRow(person, kind)}
                        onRemoveRow={(kind, row) => removeRow(person, kind, row)}
                      />
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
              disabled={added.length >= calculatorLimits.addedMembers}
              data-testid="whatif-add-person"
            >
              {t('whatIf.added.add')}
            </Button>
          </section>

          <div className={formClasses.actions}>
            <Button type="submit" size="md" disabled={form.sending} data-testid="whatif-submit">
              {t('whatIf.submit')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('whatIf.nothingStored')}
            </Text>
          </div>
        </Stack>
      </form>

      <p className={hidden.hidden} role="status" aria-live="polite" data-testid="whatif-announcement">
        {announcement}
      </p>
      {answer ? <WhatIfAnswer result={answer.result} answerKey={answer.key} /> : null}
    </Stack>
  );
}
