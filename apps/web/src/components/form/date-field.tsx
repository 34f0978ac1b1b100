import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Group, Input, Radio, Text, TextInput } from '@mantine/core';
import { isCalendarDate } from '@sanad/contract/client';
import type { Language } from '@sanad/contract';
import { useState, type ChangeEvent } from 'react';
import { formatGregorianDate, formatHijriDate } from '../../lib/format.ts';
import { useTranslation, type TFunction } from '../../lib/i18n.tsx';
import { useLanguage } from '../../lib/language-context.tsx';
import { dateOf, partsOf, type Calendar, type DateParts } from './date-parts.ts';
import classes from './date-field.module.css';
import formClasses from './form.module.css';
import { typedValue } from './typed-value.ts';

export interface DateFieldProps {
  /** The id of the day box, where the error summary's link lands; the month and year boxes add `-month` and `-year`. */
  id: string;
  name: string;
  /**
   * The date as the contract takes it, Gregorian `YYYY-MM-DD`; '' while every box is empty, and a text the contract
   * refuses as a date while the boxes make none (one of them empty, a day that does not exist).
   */
  value: string;
  onChange: (value: string) => void;
  /** The message about the date: the whole field is flagged and the fieldset described by it. */
  error?: string;
  /** The question, the fieldset's legend. */
  label: string;
  /** A hint before the example the field gives itself ("For example, 27 3 1990"). */
  description?: string;
  required?: boolean;
  /**
   * Offer the Hijri calendar as well, for dates a person may know in either (birth dates): they type in the one they
   * choose and see the date in the other; the form still receives the Gregorian date.
   */
  withHijri?: boolean;
  /** 'bday' lets the browser fill in the person's own birth date (Gregorian boxes only). */
  autoComplete?: 'bday' | 'off';
}

const boxes = [
  { part: 'day', suffix: '', size: 2 },
  { part: 'month', suffix: '-month', size: 2 },
  { part: 'year', suffix: '-year', size: 4 },
] as const;

/** The date in the calendar the person did not type it in, as a sentence ("Hijri: 26 Jumada I 1369 AH"). */
function inOtherCalendar(date: string, typedIn: Calendar, language: Language, t: TFunction): string {
  return typedIn === 'hijri'
    ? t('dateField.inGregorian', { date: formatGregorianDate(date, language) })
    : t('dateField.inHijri', { date: formatHijriDate(date, language) });
}

/**
 * The GOV.UK date input: a fieldset whose legend asks the question, then day, month and year as three numeric boxes
 * in reading order (right to left in Arabic), Arabic-Indic digits turned into Latin ones as they are typed. It hands
 * the form the ISO date the contract expects ('' when left empty). Bind it with `form.date(name)`.
 */
export function DateField({
  id,
  name,
  value,
  onChange,
  error,
  label,
  description,
  required,
  withHijri,
  autoComplete = 'off',
}: DateFieldProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [calendar, setCalendar] = useState<Calendar>('gregorian');
  const [parts, setParts] = useState<DateParts>(() => partsOf(value, 'gregorian'));
  // A date the form sets itself (a reset, a saved record) fills the boxes; a date they produced leaves them as typed.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== dateOf(parts, calendar)) setParts(partsOf(value, calendar));
  }

  const type = (part: keyof DateParts) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [part]: typedValue(event.currentTarget) };
    setParts(next);
    onChange(dateOf(next, calendar));
  };
  const switchTo = (next: Calendar) => {
    setCalendar(next);
    // A whole date is the same day shown in the other calendar; boxes typed so far are read in the new one.
    if (isCalendarDate(value)) setParts(partsOf(value, next));
    else if (dateOf(parts, next) !== value) onChange(dateOf(parts, next));
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const example = calendar === 'hijri' ? t('dateField.exampleHijri') : t('dateField.exampleGregorian');

  return (
    <fieldset className={classes.fieldset} aria-describedby={error ? `${hintId} ${errorId}` : hintId} data-testid={`${id}-field`}>
      <legend className={classes.legend}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <Input.Description id={hintId} className={classes.describe}>
        {/* The screen's hint on its own line, then the example; read as one description. */}
        {description ? (
          <>
            <span className={classes.hintLine}>{description}</span>{' '}
          </>
        ) : null}
        {example}
      </Input.Description>
      {error ? (
        <Input.Error id={errorId} className={classes.describe}>
          {error}
        </Input.Error>
      ) : null}
      {withHijri ? (
        // Two labelled radios rather than a segmented switch: the choice reads as a question in both directions and
        // needs no measured sliding indicator.
        <Radio.Group
          className={classes.calendar}
          size="xs"
          label={t('dateField.calendar')}
          value={calendar}
          onChange={(next) => switchTo(next === 'hijri' ? 'hijri' : 'gregorian')}
        >
          <Group gap="md" mt={4}>
            <Radio value="gregorian" label={t('dateField.gregorian')} />
            <Radio value="hijri" label={t('dateField.hijri')} />
          </Group>
        </Radio.Group>
      ) : null}
      <div className={classes.parts}>
        {boxes.map(({ part, suffix, size }) => (
          <TextInput
            key={part}
            id={`${id}${suffix}`}
            name={`${name}-${part}`}
            label={t(`dateField.${part}`)}
            value={parts[part]}
            onChange={type(part)}
            inputMode="numeric"
            maxLength={size}
            autoComplete={autoComplete === 'bday' && calendar === 'gregorian' ? `bday-${part}` : 'off'}
            required={required}
            withAsterisk={false}
            error={Boolean(error)}
            classNames={{ root: size === 4 ? classes.long : classes.short, input: formClasses.ltr }}
          />
        ))}
      </div>
      {withHijri ? (
        // Always there, so screen readers announce the converted date when it appears.
        <Text size="sm" className={classes.other} aria-live="polite" data-testid={`${id}-other-calendar`}>
          {isCalendarDate(value) ? inOtherCalendar(value, calendar, language, t) : null}
        </Text>
      ) : null}
    </fieldset>
  );
}

/** The person's own birth date (registration, password reset, white list): either calendar, offered by autofill. */
export function BirthDateField(props: Pick<DateFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation();
  return (
    <DateField
      {...props}
      label={t('dateField.birthDate')}
      description={t('dateField.birthDateHint')}
      required
      withHijri
      autoComplete="bday"
    />
  );
}
