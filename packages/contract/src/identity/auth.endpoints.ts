import { z } from 'zod';
import { defineEndpoint } from '../common/define-endpoint.ts';
import { birthDateSchema, captchaAnswerSchema, hijriDateSchema, otpCodeSchema, passwordSchema, usernameSchema } from '../common/fields.ts';
import {
  currentUserSchema,
  emergencyApplicantSchema,
  iamRequestSchema,
  iamStatusSchema,
  otpSentSchema,
  successSchema,
} from './identity.schemas.ts';

const username = usernameSchema;
const idParam = z.object({ id: z.string().trim().min(1).max(64) });

/** Sign-in, single sign-on and sessions (spec §7 "Auth"). Password sign-in is two steps: credentials, then OTP. */
export const auth = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Step 1 of password sign-in: check username, password and captcha, then send an OTP to the account mobile',
    access: 'public-only',
    body: z.object({ username, password: passwordSchema, captcha: captchaAnswerSchema }),
    response: otpSentSchema,
  }),
  confirmOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/confirm-otp',
    summary: 'Step 2 of password sign-in: check the OTP and open the session (sets the two security cookies)',
    access: 'public-only',
    body: z.object({ username, oneTimePassword: otpCodeSchema, password: passwordSchema }),
    response: currentUserSchema,
  }),
  resendOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/resend-otp/{id}',
    summary: 'Send a new sign-in OTP (allowed once the resend delay has passed)',
    access: 'public',
    params: idParam,
    response: otpSentSchema,
  }),
  iamLogin: defineEndpoint({
    method: 'POST',
    path: '/api/iam/v2/login',
    summary: 'Start a national single sign-on request; the person picks `random` in the identity app',
    access: 'public-only',
    body: z.object({ username, captcha: captchaAnswerSchema }),
    response: iamRequestSchema,
  }),
  iamCheckStatus: defineEndpoint({
    method: 'POST',
    path: '/api/iam/v2/check-status',
    summary: 'Poll a single sign-on request; when completed for a registered person the session opens',
    access: 'public',
    body: iamRequestSchema,
    response: iamStatusSchema,
  }),
  whitelistAuthenticate: defineEndpoint({
    method: 'POST',
    path: '/api/auth/whitelist/applicant/authenticate',
    summary: 'White-listed applicant sign-in, step 1: national id and birth dates, then an OTP',
    access: 'public',
    body: z.object({ username, dob: hijriDateSchema, dobGeorgian: birthDateSchema, captcha: captchaAnswerSchema }),
    response: otpSentSchema,
  }),
  whitelistConfirmOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/whitelist/applicant/confirm-otp',
    summary: 'White-listed applicant sign-in, step 2: check the OTP and open the session',
    access: 'public',
    body: z.object({ username, oneTimePassword: otpCodeSchema, dob: hijriDateSchema, dobGeorgian: birthDateSchema }),
    response: currentUserSchema,
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/auth/currentUser',
    summary: 'The signed-in user with the flags that steer the post-login redirects',
    access: 'user',
    servesForcedStep: 'any',
    response: currentUserSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the session and clear the security cookies (idempotent)',
    access: 'public',
    servesForcedStep: 'any',
    response: successSchema,
  }),
  loadEmergencyApplicant: defineEndpoint({
    method: 'GET',
    path: '/api/auth/load-emergency-applicant',
    summary: 'Applicants this dependent may act for in an emergency login',
    access: ['DEPENDENT'],
    response: z.array(emergencyApplicantSchema),
  }),
  loginToApplicantAccount: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login-to-applicant-account/{id}',
    summary: "Enter an applicant's account as their dependent (emergency login); every write is audited with the real actor",
    access: ['DEPENDENT'],
    params: idParam,
    response: currentUserSchema,
  }),
  captchaImage: defineEndpoint({
    method: 'GET',
    path: '/api/captcha/image',
    summary: 'A fresh captcha image bound to this browser (single use, 2-minute life); any query value defeats caches',
    access: 'public',
    query: z.object({ timestamp: z.string().max(40).optional() }),
    response: z.unknown(),
    responseKind: 'binary',
  }),
};
