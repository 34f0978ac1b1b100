import { z } from 'zod';
import { appConfigSchema, crmConfigSchema } from '@sanad/contract';

/** What a number parameter counts in; null for a setting made of several fields. */
export type ParameterUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years' | 'count' | 'halalas' | 'percent' | 'dayOfMonth';

/** One operator-editable parameter (DOMAIN.md "(param)"): how its value is read, its default, and what it means. */
export interface ParameterDefinition<S extends z.ZodType = z.ZodType> {
  /** How every reader parses the stored value: one schema per key, so the value means the same everywhere. */
  schema: S;
  /** The value a new deployment starts with (the reference seed); an operator's later edit is never overwritten. */
  default: z.output<S>;
  unit: ParameterUnit | null;
  /** One line for the operator, stored as the parameter's description. */
  meaning: string;
}

/**
 * Ties a default to its schema's type, so a default that its own schema would refuse does not compile. Exported for
 * the dated parameters (modules/eligibility/eligibility-parameter-definitions.ts), defined the same way.
 */
export const define = <S extends z.ZodType>(schema: S, rest: Omit<ParameterDefinition<S>, 'schema'>): ParameterDefinition<S> => ({
  schema,
  ...rest,
});

const whole = z.number().int().positive();
const wholeIn = (unit: ParameterUnit, value: number, meaning: string) => define(whole, { default: value, unit, meaning });

/**
 * Every parameter the server reads, by key (the settings /api/config publishes are parsed by the schemas it answers
 * with): read them with `parameters.get(key)` (parameter.service.ts), whose type
 * follows from this map. The reference seed writes these defaults; the database row is what an operator edits.
 * The amounts and limits of eligibility and payments are not here: they are dated, so a past cycle keeps its own
 * (modules/eligibility/eligibility-parameter-definitions.ts, decision 055).
 */
export const parameterDefinitions = {
  'config.upload': define(appConfigSchema.shape.upload, {
    default: { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png'] },
    unit: null,
    meaning: 'Largest accepted attachment in bytes and the accepted file extensions.',
  }),
  'config.contact': define(appConfigSchema.shape.contact, {
    default: {
      phone: '19911',
      email: 'care@sanad.gov.sa',
      hours: { ar: 'الأحد إلى الخميس، 8 صباحاً حتى 4 مساءً', en: 'Sunday to Thursday, 8 am to 4 pm' },
    },
    unit: null,
    meaning: 'Contact details shown to users.',
  }),
  'crm.settings': define(crmConfigSchema.omit({ ticketTypes: true }), {
    default: { visitorOtpRequired: true, maxAttachments: 3, maxDescriptionLength: 2000 },
    unit: null,
    meaning: 'Ticket settings: visitors confirm their mobile, attachments per ticket, longest description.',
  }),
  'otp.ttlSeconds': wholeIn('seconds', 300, 'How long a one-time password is valid, in seconds.'),
  'otp.maxAttempts': wholeIn('count', 5, 'Wrong tries after which a one-time password is void.'),
  'otp.resendSeconds': wholeIn('seconds', 60, 'Seconds before a new one-time password may be sent.'),
  'otp.dailySendLimit': wholeIn(
    'count',
    10,
    'Codes sent (first sends and resends) that were not used, per account and per mobile in 24 hours.',
  ),
  'otp.dailyFailureLimit': wholeIn('count', 10, 'Wrong codes tried per account and per mobile in 24 hours.'),
  'login.maxFailures': wholeIn(
    'count',
    5,
    'Wrong sign-in proofs (password or sign-in code) in a row from one address before that address is held off for the account.',
  ),
  'login.lockMinutes': wholeIn(
    'minutes',
    15,
    'The first hold-off of an address, and the account-wide lock, in minutes; each further hold-off doubles.',
  ),
  'login.maxHoldOffMinutes': wholeIn('minutes', 1440, 'Longest hold-off of one address, in minutes.'),
  'login.accountMaxFailures': wholeIn(
    'count',
    20,
    'Wrong sign-in proofs in a row from all addresses together that lock the account for login.lockMinutes.',
  ),
  'security.stepUpMinutes': wholeIn(
    'minutes',
    5,
    'How recent a proof (password or code to the verified mobile) must be before changing the mobile, e-mail or IBAN.',
  ),
  'security.purgeRetentionDays': wholeIn(
    'days',
    30,
    'Days that ended sessions and spent codes are kept before the purge removes them (sign-on requests go a day after expiry).',
  ),
  'session.idleMinutes': wholeIn('minutes', 30, 'A session unused for this long ends, in minutes.'),
  'session.absoluteHours': wholeIn('hours', 12, 'A session ends this long after sign-in whatever its use, in hours.'),
  'captcha.ttlSeconds': wholeIn('seconds', 120, 'How long a captcha image may be answered, in seconds.'),
  'iam.ttlSeconds': wholeIn('seconds', 180, 'How long a single sign-on request waits for the person, in seconds.'),
  'household.maxHouses': wholeIn('count', 4, 'Houses an applicant may register at most.'),
  'household.adultAge': wholeIn('years', 18, 'Age in years from which a dependent is an adult.'),
  'household.relationshipLimits': define(z.record(z.string(), z.number().int().nonnegative()), {
    default: { WIFE: 4, HUSBAND: 1, FATHER: 1, MOTHER: 1 },
    unit: 'count',
    meaning: 'Most active dependents of one relationship code in a household; codes not listed have no limit.',
  }),
  'application.withdrawBanDays': wholeIn('days', 90, 'Days after withdrawing an application before the applicant may apply again.'),
  'application.inactivityMonths': wholeIn(
    'months',
    12,
    'Months without a data update after which an eligible application is suspended (the cycle job reads it).',
  ),
  // Read by the bank simulator itself (platform/bank), which depends on no module: it parses it the same way.
  'bank.simulatorDelaySeconds': define(z.number().min(0), {
    default: 5,
    unit: 'seconds',
    meaning: 'Demo and tests only: seconds the local bank-verification adapter takes before it answers.',
  }),
  'appeal.decisionWorkingDays': define(z.object({ CYCLE: whole, HOUSE: whole, DEPENDENT: whole, PAYMENT: whole }), {
    default: { CYCLE: 15, HOUSE: 15, DEPENDENT: 15, PAYMENT: 10 },
    unit: 'days',
    meaning:
      'Working days (Sunday to Thursday) within which an appeal is promised a decision, per subject type; waits for documents do not count.',
  }),
  'appeal.documentsWaitDays': wholeIn('days', 30, 'Days an appeal waits for the documents a case worker asked for before it expires.'),
  'appeal.requiredDocuments': define(z.record(z.string(), z.array(z.string())), {
    default: {
      INCOME_ABOVE_STANDARD: ['INCOME_PROOF'],
      ASSETS_ABOVE_LIMIT: ['OTHER'],
      NOT_RESIDENT: ['RENT_CONTRACT'],
      DECEASED: ['DEATH_CERTIFICATE'],
      DUPLICATE_HEAD: ['FAMILY_RECORD'],
      DUPLICATE_MEMBER: ['FAMILY_RECORD', 'CUSTODY_DEED'],
      RELATION_NOT_CONFIRMED: ['FAMILY_RECORD'],
      'MSG08.7': ['BANK_STATEMENT'],
      'MSG08.8': ['BANK_STATEMENT'],
    },
    unit: null,
    meaning: 'Document types (document-type lookup) an appeal against each reason code needs; a code not listed needs none.',
  }),
  'complaint.answerWorkingDays': define(z.record(z.string(), whole), {
    default: { DEFAULT: 10, PAYMENT_NOT_RECEIVED: 5, PAYMENT_DELAYED: 5 },
    unit: 'days',
    meaning:
      'Working days (Sunday to Thursday) within which a payment complaint is promised an answer, per category (complaint-category lookup; DEFAULT for the others); waits for the beneficiary do not count.',
  }),
  'complaint.infoWaitDays': wholeIn(
    'days',
    14,
    "Days a payment complaint waits for the beneficiary's answer (NEED_INFO) before it is studied as it stands.",
  ),
  'ticket.answerWorkingDays': define(z.record(z.string(), whole), {
    default: { DEFAULT: 5, TECH_SUPPORT: 2, COMPLAINT: 10, SUGGESTION: 10 },
    unit: 'days',
    meaning:
      'Working days (Sunday to Thursday) within which a ticket is promised an answer, per ticket type (ticketType lookup; DEFAULT for the others); waits for the beneficiary do not count.',
  }),
  'visit.answerCutoffHours': wholeIn(
    'hours',
    24,
    'Hours before a field visit starts after which its head of household can no longer confirm it or ask to move it on the portal.',
  ),
  'visitor.verificationMinutes': wholeIn('minutes', 15, 'How long a visitor verified by OTP may act (e.g. open a ticket), in minutes.'),
};

export type ParameterDefinitions = typeof parameterDefinitions;
/** A key of the definitions map. */
export type ParameterKey = keyof ParameterDefinitions;
/** The parsed value of a parameter, as its schema gives it. */
export type ParameterValue<K extends ParameterKey> = z.output<ParameterDefinitions[K]['schema']>;
