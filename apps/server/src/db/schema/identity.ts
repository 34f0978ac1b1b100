import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { dependent } from './household.ts';

const roleValues = ['APPLICANT', 'DEPENDENT', 'WHITE_LISTED_APPLICANT', 'CASE_WORKER', 'ADMIN'] as const;
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A natural person known to the portal (DOMAIN.md "person"); the NIN is unique. */
export const person = pgTable('person', {
  id: uuid('id').primaryKey().defaultRandom(),
  nin: varchar('nin', { length: 10 }).notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  gender: varchar('gender', { length: 1, enum: ['M', 'F'] }).notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  nationality: varchar('nationality', { length: 10 }).notNull().default('SA'),
  /** The day of death the civil registry reports; a deceased head makes a house ineligible (decision 055). */
  diedOn: date('died_on', { mode: 'string' }),
  ...timestamps,
});

/** The sign-in account of a person; username = NIN. Deleted accounts are kept (soft delete) for the record. */
export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => person.id),
    username: varchar('username', { length: 20 }).notNull(),
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 30, enum: roleValues }).notNull(),
    status: varchar('status', { length: 20, enum: ['PENDING_MOBILE', 'ACTIVE', 'DELETED'] }).notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    mobileVerificationStatus: integer('mobile_verification_status').notNull(),
    email: varchar('email', { length: 254 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    pendingEmail: varchar('pending_email', { length: 254 }),
    changePasswordRequired: boolean('change_password_required').notNull().default(false),
    isMigratedOldDssNotLoggedIn: boolean('is_migrated_old_dss_not_logged_in').notNull().default(false),
    canLoginOnBehalfOfApplicant: boolean('can_login_on_behalf_of_applicant').notNull().default(false),
    whiteListed: boolean('white_listed').notNull().default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the owner was last told by SMS that sign-in was held off or locked (at most one such SMS an hour). */
    lockNoticeAt: timestamp('lock_notice_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // One live account per username; a deleted account frees the NIN for a new registration.
    uniqueIndex('account_username_live_uq')
      .on(t.username)
      .where(sql`${t.status} <> 'DELETED'`),
    index('account_mobile_idx').on(t.mobile),
    index('account_person_idx').on(t.personId),
  ],
);

/** A signed-in session; only the SHA-256 of its token is stored. */
export const session = pgTable(
  'session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id),
    /** The applicant a dependent acts for during an emergency login. */
    actingForAccountId: uuid('acting_for_account_id').references(() => account.id),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended early: SIGN_OUT, ENDED_BY_USER, PASSWORD_CHANGED, MOBILE_CHANGED, SIGNED_IN_AGAIN, ROTATED, ... */
    revokedReason: varchar('revoked_reason', { length: 40 }),
    /**
     * When the person last gave a fresh proof in this session (the password or a code to the verified mobile; a
     * sign-in counts): changing the mobile, the e-mail or the IBAN asks for one within `security.stepUpMinutes`.
     */
    stepUpAt: timestamp('step_up_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('session_account_idx').on(t.accountId), index('session_expires_idx').on(t.expiresAt)],
);

export const otpPurposes = [
  'REGISTRATION',
  'LOGIN',
  'WHITE_LIST_LOGIN',
  'CHANGE_MOBILE',
  'DELETE_ACCOUNT',
  'RESET_PASSWORD',
  'VISITOR',
  /** A code to the current verified mobile, as the fresh proof before a sensitive change (instead of the password). */
  'STEP_UP',
  /** A code to the verified mobile to accept a tamkeen job offer (decision 071). */
  'OFFER_ACCEPT',
] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** A one-time password sent by SMS; the code is stored hashed, with its tries and life. */
export const otp = pgTable(
  'otp',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 30, enum: otpPurposes }).notNull(),
    accountId: uuid('account_id').references(() => account.id),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    /** HMAC-SHA256 of the code under the server's OTP key (hex), never the code or a plain hash of six digits. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** SMS sent for this code (the first and every resend): the daily cap counts them. */
    sendCount: integer('send_count').notNull().default(1),
    /** What confirming the code will do (e.g. the new mobile), fixed when the code was sent. */
    payload: jsonb('payload').notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('otp_account_purpose_idx').on(t.accountId, t.purpose),
    // The daily caps count an account's and a mobile's codes of the last 24 hours.
    index('otp_account_created_idx').on(t.accountId, t.createdAt),
    index('otp_mobile_created_idx').on(t.mobile, t.createdAt),
    index('otp_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-in proofs (password or sign-in code) of one account from one client address. Past
 * `login.maxFailures` the pair is held off for a while that doubles with each further hold-off, so a stranger
 * slows down only their own tries and cannot lock the owner out from the owner's own address.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id),
    ip: varchar('ip', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    /** Hold-offs so far in this series: each one lasts twice the one before, up to a cap. */
    holdOffs: integer('hold_offs').notNull().default(0),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ip] }), index('sign_in_throttle_updated_idx').on(t.updatedAt)],
);

/** A captcha challenge bound to one browser (its captcha cookie); single use, short life. */
export const captcha = pgTable(
  'captcha',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorKey: varchar('visitor_key', { length: 64 }).notNull().unique(),
    answer: varchar('answer', { length: 12 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('captcha_expires_idx').on(t.expiresAt)],
);

/** A national single sign-on request and its state in the identity provider. */
export const iamRequest = pgTable(
  'iam_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transId: varchar('trans_id', { length: 64 }).notNull().unique(),
    username: varchar('username', { length: 20 }).notNull(),
    random: varchar('random', { length: 4 }).notNull(),
    status: varchar('status', { length: 20, enum: ['WAITING', 'COMPLETED', 'REJECTED', 'EXPIRED'] }).notNull(),
    sessionOpened: boolean('session_opened').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('iam_request_expires_idx').on(t.expiresAt)],
);

/** An adult dependent's confirmation of being declared by an applicant (DOMAIN.md "dependent"). */
export const relationConfirmation = pgTable(
  'relation_confirmation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    dependentPersonId: uuid('dependent_person_id')
      .notNull()
      .references(() => person.id),
    relationship: varchar('relationship', { length: 40 }).notNull(),
    /** The household dependent this confirms; CANCELED when the applicant removes them or changes the relationship. */
    dependentId: uuid('dependent_id').references((): AnyPgColumn => dependent.id),
    status: varchar('status', { length: 20, enum: ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELED'] }).notNull(),
    rejectReason: text('reject_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('relation_confirmation_dependent_idx').on(t.dependentPersonId, t.status),
    index('relation_confirmation_household_dependent_idx').on(t.dependentId),
  ],
);

/** Who may enter which applicant's account in an emergency (set by the back office). */
export const emergencyDelegation = pgTable(
  'emergency_delegation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantAccountId: uuid('applicant_account_id')
      .notNull()
      .references(() => account.id),
    dependentAccountId: uuid('dependent_account_id')
      .notNull()
      .references(() => account.id),
    relationship: varchar('relationship', { length: 40 }).notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** When and why it stopped: DEPENDENT_REMOVED, RELATIONSHIP_CHANGED, RELATION_REJECTED, ... */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: varchar('ended_reason', { length: 40 }),
    ...timestamps,
  },
  (t) => [uniqueIndex('emergency_delegation_pair_uq').on(t.applicantAccountId, t.dependentAccountId)],
);

/** Every write by a person or staff member: who, on whose behalf, what, before and after. */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorAccountId: uuid('actor_account_id'),
    onBehalfOfAccountId: uuid('on_behalf_of_account_id'),
    action: varchar('action', { length: 80 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
    ...timestamps,
  },
  // Append-only: a trigger of the migration refuses UPDATE, DELETE and TRUNCATE (docs/security.md).
  (t) => [index('audit_event_actor_idx').on(t.actorAccountId, t.createdAt)],
);

/** Local SMS adapter: messages a real gateway would deliver; read by the demo outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    text: text('text').notNull(),
    code: varchar('code', { length: 12 }),
    ...timestamps,
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Local e-mail adapter: messages a real mail service would deliver. */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  link: text('link'),
  ...timestamps,
});

/** White list of pre-approved applicants (e.g. elderly), created by staff. */
export const whiteListEntry = pgTable('white_list_entry', {
  id: uuid('id').primaryKey().defaultRandom(),
  personId: uuid('person_id')
    .notNull()
    .unique()
    .references(() => person.id),
  createdByAccountId: uuid('created_by_account_id'),
  ...timestamps,
});

/** Local identity-provider simulator: requests as the person's identity app would see them (demo mode, tests). */
export const idpSimulation = pgTable('idp_simulation', {
  transId: varchar('trans_id', { length: 64 }).primaryKey(),
  username: varchar('username', { length: 20 }).notNull(),
  random: varchar('random', { length: 4 }).notNull(),
  choices: jsonb('choices').$type<string[]>().notNull(),
  status: varchar('status', { length: 20, enum: ['WAITING', 'COMPLETED', 'REJECTED'] }).notNull(),
  ...timestamps,
});
