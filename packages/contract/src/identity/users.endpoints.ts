import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { emailSchema, mobileSchema, newPasswordSchema, otpCodeSchema, passwordSchema } from '../common/fields.ts';
import { transferToHohSchema } from '../household/household.schemas.ts';
import { currentUserSchema, otpSentSchema, successSchema } from './identity.schemas.ts';

const otpConfirmBody = z.object({ id: z.string().trim().min(1).max(64), oneTimePassword: otpCodeSchema });

export const accountSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  role: z.string(),
  status: z.string(),
  mobileVerificationStatus: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

/** Account management (spec §7 "Users"). */
export const users = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/list',
    summary: 'Staff: accounts, 20 a page, newest first',
    access: ['CASE_WORKER', 'ADMIN'],
    query: z.object({ page: z.coerce.number().int().min(0).max(100000).default(0) }),
    response: z.object({
      items: z.array(accountSummarySchema),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
    }),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/change-password',
    summary: 'Change the password (current one required); other sessions are ended',
    access: 'user',
    body: z.object({ oldPassword: passwordSchema, newPassword: newPasswordSchema }),
    response: currentUserSchema,
  }),
  confirmPassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/confirm-password',
    summary: 'Re-check the current password before a sensitive step',
    access: 'user',
    body: z.object({ password: passwordSchema }),
    response: successSchema,
  }),
  changeMobile: defineEndpoint({
    method: 'POST',
    path: '/api/users/change-mobile',
    summary: 'Start a mobile change: an OTP to the new number, or `duplicated` when another account holds it',
    access: 'user',
    body: z.object({ mobile: mobileSchema }),
    response: z.object({ duplicated: z.boolean(), otp: otpSentSchema.nullable() }),
  }),
  confirmChangeDuplicatedMobile: defineEndpoint({
    method: 'POST',
    path: '/api/users/confirm-change-duplicated-mobile',
    summary: 'Take over a number another account holds (that account must then verify a new mobile); sends the OTP',
    access: 'user',
    body: z.object({ mobile: mobileSchema }),
    response: otpSentSchema,
  }),
  confirmChangeMobile: defineEndpoint({
    method: 'POST',
    path: '/api/users/confirm-change-mobile',
    summary: 'Confirm the OTP sent to the new mobile: it becomes the verified account mobile',
    access: 'user',
    body: otpConfirmBody,
    response: currentUserSchema,
  }),
  resendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/users/resend_otp',
    summary: 'Send a new OTP for the pending mobile change or account deletion',
    access: 'user',
    body: z.object({ id: z.string().trim().min(1).max(64) }),
    response: otpSentSchema,
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/api/users/delete/',
    summary: 'Start deleting the account: password check, then an OTP to the mobile',
    access: 'user',
    body: z.object({ password: passwordSchema }),
    response: otpSentSchema,
  }),
  confirmDelete: defineEndpoint({
    method: 'POST',
    path: '/api/users/confirm-delete/',
    summary: 'Confirm the deletion OTP: the account is closed (kept for the record) and every session ends',
    access: 'user',
    body: otpConfirmBody,
    response: successSchema,
  }),
  isBannedUser: defineEndpoint({
    method: 'POST',
    path: '/api/users/isBannedUser',
    summary: 'Whether the user is under a ban from applying (after a withdrawal)',
    access: 'user',
    response: z.object({ banned: z.boolean(), until: z.string().nullable() }),
  }),
  remainingBanPeriod: defineEndpoint({
    method: 'GET',
    path: '/api/users/remaining-ban-period',
    summary: 'Days left of a ban from applying (0 when none)',
    access: 'user',
    response: z.object({ remainingDays: z.number().int(), until: z.string().nullable() }),
  }),
  sendActivateEmail: defineEndpoint({
    method: 'POST',
    path: '/api/users/send-activate-email',
    summary: 'Send a signed activation link to the e-mail address (it becomes the pending address)',
    access: 'user',
    body: z.object({ email: emailSchema }),
    response: successSchema,
  }),
  activateEmail: defineEndpoint({
    method: 'POST',
    path: '/api/users/activate-email',
    summary: 'Activate an e-mail address with the token of its link',
    access: 'public',
    body: z.object({ token: z.string().min(10).max(1000) }),
    response: successSchema,
  }),
  retrieveOtpData: defineEndpoint({
    method: 'GET',
    path: '/api/users/retrieve-otp-data',
    summary: "The user's pending OTP (mobile change or deletion), so a reloaded screen can continue",
    access: 'user',
    response: z.object({ purpose: z.enum(['CHANGE_MOBILE', 'DELETE_ACCOUNT']).nullable(), otp: otpSentSchema.nullable() }),
  }),
  transferToHoh: defineEndpoint({
    method: 'POST',
    path: '/api/users/transfer-to-hoh',
    summary:
      'Hand the household (houses, dependents, open applications) to an adult dependent who confirmed the relation; the caller becomes their dependent',
    access: ['APPLICANT'],
    body: transferToHohSchema,
    response: currentUserSchema,
  }),
};
