/** Status codes fixed by spec §4; the numbers travel on the wire and must never change. */

export const appealStatus = {
  NEW: 6007,
  UNDER_PROCESSING: 6008,
  APPROVED: 6011,
  REJECT: 6012,
  NEED_DOCUMENT: 6013,
  EXPIRED: 6015,
  CANCELED: 6016,
} as const;
export type AppealStatusCode = (typeof appealStatus)[keyof typeof appealStatus];

/** Tag colour of an appeal status (spec §4): approved is success, rejected is danger, every other status is info. */
export function appealStatusTone(code: AppealStatusCode): 'success' | 'danger' | 'info' {
  if (code === appealStatus.APPROVED) return 'success';
  if (code === appealStatus.REJECT) return 'danger';
  return 'info';
}

export const mobileVerificationStatus = {
  VERIFIED: 31001,
  NOT_VERIFIED: 31002,
  PENDING: 31003,
  WITHDRAW: 31004,
} as const;
export type MobileVerificationStatusCode = (typeof mobileVerificationStatus)[keyof typeof mobileVerificationStatus];

export const profileStatus = {
  INITIATED: 32001,
  COMPLETED: 32002,
  INCOMPLETED: 32003,
} as const;
export type ProfileStatusCode = (typeof profileStatus)[keyof typeof profileStatus];

export const ableToWorkProfileStatus = {
  INITIATED: 75001,
  COMPLETED: 75002,
  VERIFIED: 75003,
} as const;
export type AbleToWorkProfileStatusCode = (typeof ableToWorkProfileStatus)[keyof typeof ableToWorkProfileStatus];

export const programType = {
  SSP: 3001,
  RAMADAN_REWARD: 3003,
} as const;
export type ProgramTypeCode = (typeof programType)[keyof typeof programType];

/** Dynamic program form validation ids (spec §5). */
export const formValidation = {
  REQUIRED: 1001,
  UNIQUE: 1002,
  MIN_LENGTH: 1003,
  MAX_LENGTH: 1004,
  MIN: 1005,
  MAX: 1006,
  PATTERN: 1007,
} as const;
export type FormValidationId = (typeof formValidation)[keyof typeof formValidation];

/** Reason codes that make an appeal a payment-code appeal (spec §5, §9). */
export const paymentCodeAppealReasons = ['MSG08.7', 'MSG08.8'] as const;

/** The application version shown to users (spec §9). */
export const appVersion = '1.7.0';
