import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import {
  birthDateSchema,
  captchaAnswerSchema,
  emailSchema,
  mobileSchema,
  newPasswordSchema,
  ninSchema,
  otpCodeSchema,
} from '../common/fields.ts';
import { currentUserSchema, otpSentSchema, successSchema } from './identity.schemas.ts';

const idParam = z.object({ id: z.string().trim().min(1).max(64) });

/** Registration and recovery (spec §7 "Registration"); their business errors answer HTTP 555 (spec §8). */
export const registration = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/registration/register',
    summary: 'Register with national id, birth date, mobile, password and captcha; an OTP is sent to the mobile',
    access: 'public-only',
    body: z.object({
      nin: ninSchema,
      birthDate: birthDateSchema,
      mobile: mobileSchema,
      password: newPasswordSchema,
      email: emailSchema.optional(),
      // As on sign-in: each registration costs a civil-registry lookup, a password hash and an SMS.
      captcha: captchaAnswerSchema,
    }),
    response: otpSentSchema,
    businessErrorStatus: 555,
  }),
  confirmMobile: defineEndpoint({
    method: 'POST',
    path: '/api/registration/confirm-mobile',
    summary: 'Confirm the registration OTP: the account becomes active with a verified mobile',
    access: 'public-only',
    body: z.object({ id: z.string().trim().min(1).max(64), oneTimePassword: otpCodeSchema }),
    response: successSchema,
    businessErrorStatus: 555,
  }),
  resendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/registration/resend_otp/{id}',
    summary: 'Send a new registration OTP (allowed once the resend delay has passed)',
    access: 'public-only',
    params: idParam,
    response: otpSentSchema,
    businessErrorStatus: 555,
  }),
  applicantSendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/applicant/sendOTP',
    summary: 'Verify a visitor (national id + mobile) by OTP, e.g. before opening a ticket',
    access: 'public',
    body: z.object({ nin: ninSchema, mobile: mobileSchema, captcha: captchaAnswerSchema }),
    response: otpSentSchema,
  }),
  applicantVerify: defineEndpoint({
    method: 'POST',
    path: '/api/applicant/verify',
    summary: "Check a visitor's OTP; returns a short-lived token proving the mobile",
    access: 'public',
    body: z.object({ id: z.string().trim().min(1).max(64), oneTimePassword: otpCodeSchema }),
    response: z.object({ verificationToken: z.string(), expiresInSeconds: z.number().int() }),
  }),
  elderlyCreate: defineEndpoint({
    method: 'POST',
    path: '/api/elderly-registration-management/create',
    summary: 'Staff: put a person on the white list of pre-approved (e.g. elderly) applicants',
    access: ['CASE_WORKER', 'ADMIN'],
    body: z.object({
      nin: ninSchema,
      birthDate: birthDateSchema,
      mobile: mobileSchema,
      nameAr: z.string().trim().min(2).max(120),
      nameEn: z.string().trim().min(2).max(120),
    }),
    response: z.object({ id: z.string() }),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/reset-password',
    summary: 'Reset a forgotten password: request (national id, birth date, captcha -> OTP), then confirm (OTP + new password)',
    access: 'public-only',
    body: z.union([
      z.object({ nin: ninSchema, birthDate: birthDateSchema, captcha: captchaAnswerSchema }),
      z.object({ id: z.string().trim().min(1).max(64), oneTimePassword: otpCodeSchema, newPassword: newPasswordSchema }),
    ]),
    response: z.union([otpSentSchema, successSchema]),
    businessErrorStatus: 555,
  }),
  confirmMigrateUser: defineEndpoint({
    method: 'GET',
    path: '/api/confirm-migrate-users/{id}',
    summary: 'A migrated user confirms the account carried over from the old system (id = their account id)',
    access: 'user',
    servesForcedStep: ['CONFIRM_MIGRATION'],
    params: idParam,
    response: currentUserSchema,
    changesState: true,
  }),
};
