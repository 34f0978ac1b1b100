import { z } from 'zod';
import { roles } from '../common/define-endpoint.ts';
import {
  birthDateSchema,
  captchaAnswerSchema,
  emailSchema,
  entityIdSchema,
  hijriDateSchema,
  mobileSchema,
  newPasswordSchema,
  ninSchema,
  otpCodeSchema,
  passwordSchema,
  usernameSchema,
} from '../common/fields.ts';

/** One granted authority (spec §3): a role, or NOT_REGISTERED_USER for an identity with no account. */
export const authoritySchema = z.object({ authority: z.string() });
export { notRegisteredAuthority } from '../common/session.ts';

/** The signed-in user with every flag of spec §3 that steers the post-login redirect order (spec §4). */
export const sessionUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  role: z.enum(roles),
  maskedMobile: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  changePasswordRequired: z.boolean(),
  /** Mobile verification status code (spec §4): 31001 VERIFIED, 31002 NOT_VERIFIED, 31003 PENDING, 31004 WITHDRAW. */
  mobileVerificationStatus: z.number().int(),
  isMigratedOldDssNotLoggedIn: z.boolean(),
  confirmRelationRequired: z.boolean(),
  canLoginOnBehalfOfApplicant: z.boolean(),
  /** True while a dependent acts inside an applicant's account (emergency login). */
  emergencyLogin: z.boolean(),
  /** The applicant being acted for during an emergency login. */
  actingFor: z.object({ id: z.string(), nameAr: z.string(), nameEn: z.string() }).nullable(),
  whiteListed: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What GET /api/auth/currentUser returns and what the browser keeps in sessionStorage (spec §3 "Current user session"). */
export const currentUserSchema = z.object({
  principal: z.string(),
  user: sessionUserSchema,
  authorities: z.array(authoritySchema),
  /** When the session ends if unused (ISO). */
  expiresAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A one-time password was sent: what the screen shows and what resend needs. */
export const otpSentSchema = z.object({
  id: z.string(),
  maskedMobile: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const successSchema = z.object({ success: z.literal(true) });

/** National single sign-on request (spec §3 "IAM status check"). */
export const iamRequestSchema = z.object({
  id: z.string(),
  transId: z.string(),
  /** The number the person must pick in the identity provider's app. */
  random: z.string(),
});
export type IamRequest = z.infer<typeof iamRequestSchema>;

export const iamStatusSchema = z.object({
  status: z.enum(['WAITING', 'COMPLETED', 'REJECTED', 'EXPIRED']),
  /** Present once completed: the session user, or only the NOT_REGISTERED_USER authority when there is no account. */
  currentUser: currentUserSchema.nullable(),
  authorities: z.array(authoritySchema),
});
export type IamStatus = z.infer<typeof iamStatusSchema>;

export const emergencyApplicantSchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  relationship: z.string(),
  maskedNin: z.string(),
});
export type EmergencyApplicant = z.infer<typeof emergencyApplicantSchema>;

export const pendingRelationSchema = z.object({
  id: z.string(),
  applicantNameAr: z.string(),
  applicantNameEn: z.string(),
  applicantMaskedNin: z.string(),
  /** Relationship code from the `relationship` lookup, as the applicant declared it. */
  relationship: z.string(),
  requestedAt: z.string(),
});
export type PendingRelation = z.infer<typeof pendingRelationSchema>;

/**
 * One live session of the caller's account ("My sessions", ASVS 7.5.2). The device is read from the browser's user
 * agent (product names, not translated; null when unknown); `current` is the session asking.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.object({ browser: z.string().nullable(), os: z.string().nullable() }),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

// What callers send (the bodies and parameters of the identity endpoints), named once so services take them typed.

/** One id the caller names: a code's (resend, confirm), a session's (end it), an account's (migration, emergency login). */
export const idInputSchema = z.object({ id: entityIdSchema });
export type IdInput = z.infer<typeof idInputSchema>;

/** A code sent by SMS and the id of its request: every confirmation of a one-time password. */
export const otpConfirmInputSchema = z.object({ id: entityIdSchema, oneTimePassword: otpCodeSchema });
export type OtpConfirmInput = z.infer<typeof otpConfirmInputSchema>;

/** Step 1 of password sign-in. */
export const loginInputSchema = z.object({ username: usernameSchema, password: passwordSchema, captcha: captchaAnswerSchema });
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Step 2 of password sign-in: the code, and the password again (spec payload). */
export const confirmOtpInputSchema = z.object({ username: usernameSchema, oneTimePassword: otpCodeSchema, password: passwordSchema });
export type ConfirmOtpInput = z.infer<typeof confirmOtpInputSchema>;

/** The start of a national single sign-on request. */
export const iamLoginInputSchema = z.object({ username: usernameSchema, captcha: captchaAnswerSchema });
export type IamLoginInput = z.infer<typeof iamLoginInputSchema>;

/** A white-listed applicant's two birth dates, Hijri and Gregorian: both must match the record. */
const whiteListBirthDates = { dob: hijriDateSchema, dobGeorgian: birthDateSchema };

/** White-listed sign-in, step 1: the national id and both birth dates. */
export const whitelistAuthenticateInputSchema = z.object({
  username: usernameSchema,
  ...whiteListBirthDates,
  captcha: captchaAnswerSchema,
});
export type WhitelistAuthenticateInput = z.infer<typeof whitelistAuthenticateInputSchema>;

/** White-listed sign-in, step 2: the code with the same identity again. */
export const whitelistConfirmOtpInputSchema = z.object({
  username: usernameSchema,
  oneTimePassword: otpCodeSchema,
  ...whiteListBirthDates,
});
export type WhitelistConfirmOtpInput = z.infer<typeof whitelistConfirmOtpInputSchema>;

/** A page of the staff's account list. */
export const accountsPageInputSchema = z.object({ page: z.coerce.number().int().min(0).max(100000).default(0) });
export type AccountsPageInput = z.infer<typeof accountsPageInputSchema>;

export const changePasswordInputSchema = z.object({ oldPassword: passwordSchema, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** The current password: a re-check before a sensitive step, or the start of an account deletion. */
export const passwordInputSchema = z.object({ password: passwordSchema });
export type PasswordInput = z.infer<typeof passwordInputSchema>;

/** A new mobile for the account. */
export const mobileInputSchema = z.object({ mobile: mobileSchema });
export type MobileInput = z.infer<typeof mobileInputSchema>;

/** An e-mail address to activate. */
export const emailInputSchema = z.object({ email: emailSchema });
export type EmailInput = z.infer<typeof emailInputSchema>;

/** The token of an e-mail activation link. */
export const activateEmailInputSchema = z.object({ token: z.string().min(10).max(1000) });
export type ActivateEmailInput = z.infer<typeof activateEmailInputSchema>;

/** Who a person is, as the civil registry confirms it, and the mobile the account will have. */
const personWithMobile = { nin: ninSchema, birthDate: birthDateSchema, mobile: mobileSchema };

export const registerInputSchema = z.object({
  ...personWithMobile,
  password: newPasswordSchema,
  email: emailSchema.optional(),
  // As on sign-in: each registration costs a civil-registry lookup, a password hash and an SMS.
  captcha: captchaAnswerSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** A visitor's national id and mobile, to prove the mobile by a code. */
export const applicantSendOtpInputSchema = z.object({ nin: ninSchema, mobile: mobileSchema, captcha: captchaAnswerSchema });
export type ApplicantSendOtpInput = z.infer<typeof applicantSendOtpInputSchema>;

/** Staff: a person to put on the white list. */
export const elderlyCreateInputSchema = z.object({
  ...personWithMobile,
  nameAr: z.string().trim().min(2).max(120),
  nameEn: z.string().trim().min(2).max(120),
});
export type ElderlyCreateInput = z.infer<typeof elderlyCreateInputSchema>;

/** Reset of a forgotten password, step 1: who the person is; a code goes to the account's verified mobile. */
export const resetPasswordRequestSchema = z.object({ nin: ninSchema, birthDate: birthDateSchema, captcha: captchaAnswerSchema });
/** Step 2: the code and the new password. */
export const resetPasswordConfirmSchema = z.object({ id: entityIdSchema, oneTimePassword: otpCodeSchema, newPassword: newPasswordSchema });
/** Both steps share one path: the body says which. */
export const resetPasswordInputSchema = z.union([resetPasswordRequestSchema, resetPasswordConfirmSchema]);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
