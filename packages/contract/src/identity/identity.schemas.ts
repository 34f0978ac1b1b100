import { z } from 'zod';
import { roles } from '../common/define-endpoint.ts';

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
