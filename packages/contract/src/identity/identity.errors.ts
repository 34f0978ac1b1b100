import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of sign-in, registration, codes, captchas, forced steps, step-up and emergency login (DOMAIN.md "Identity"). */
export const identityErrors = {
  /** A password sign-in refused: the same answer for an unknown national ID and a wrong password. */
  INVALID_CREDENTIALS: {
    status: 400,
    message: { en: 'The national ID or password is not correct.', ar: 'رقم الهوية أو كلمة المرور غير صحيحة.' },
  },
  /**
   * The white-list sign-in (national ID and birth dates, no password) refused: the same answer for an unknown national
   * ID, a person who is not white-listed and wrong birth dates, so it never tells whether the ID exists.
   */
  INVALID_NIN_OR_BIRTH_DATE: {
    status: 400,
    message: { en: 'The national ID or birth date is not correct.', ar: 'رقم الهوية أو تاريخ الميلاد غير صحيح.' },
  },
  /** The captcha answer is wrong or the image expired; a new image is shown. */
  CAPTCHA_INVALID: {
    status: 400,
    message: {
      en: 'The characters do not match the image, or it expired. Try the new image.',
      ar: 'الرموز لا تطابق الصورة أو انتهت صلاحيتها. جرّب الصورة الجديدة.',
    },
  },
  /** A wrong verification code, with the tries left before it is void. */
  OTP_INVALID: {
    status: 400,
    message: {
      en: 'The verification code is not correct. Tries left: {remaining}.',
      ar: 'رمز التحقق غير صحيح. المحاولات المتبقية: {remaining}.',
    },
  },
  /** The verification code expired, was used up, or belongs to another browser or step. */
  OTP_EXPIRED: {
    status: 400,
    message: {
      en: 'The verification code has expired or is no longer valid. Request a new code.',
      ar: 'انتهت صلاحية رمز التحقق أو لم يعد صالحاً. اطلب رمزاً جديداً.',
    },
  },
  /** A new code asked for before `otp.resendSeconds` passed since the last one. */
  OTP_RESEND_TOO_SOON: {
    status: 429,
    message: { en: 'You can request a new code in {seconds} seconds.', ar: 'يمكنك طلب رمز جديد بعد {seconds} ثانية.' },
  },
  /** The per-account or per-mobile daily cap on verification codes (sent, or wrong tries) is reached. */
  OTP_DAILY_LIMIT: {
    status: 429,
    message: {
      en: 'Too many verification codes were sent or tried today. You can try again in {minutes} minutes.',
      ar: 'أُرسلت أو جُرّبت رموز تحقق كثيرة اليوم. يمكنك المحاولة مرة أخرى بعد {minutes} دقيقة.',
    },
  },
  /** The current password given to change the password or confirm a step is wrong. */
  WRONG_PASSWORD: { status: 400, message: { en: 'The current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' } },
  /** Registration of a national ID that already has an account. */
  NIN_ALREADY_REGISTERED: {
    status: 409,
    message: {
      en: 'An account already exists for this national ID. Sign in, or reset the password if you forgot it.',
      ar: 'يوجد حساب مسجّل بهذا الرقم. سجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها.',
    },
  },
  /** The civil registry does not confirm the national ID and birth date together. */
  IDENTITY_NOT_CONFIRMED: {
    status: 400,
    message: {
      en: 'The national ID and birth date do not match the civil records.',
      ar: 'رقم الهوية وتاريخ الميلاد غير متطابقين مع بيانات الأحوال المدنية.',
    },
  },
  /** Registration by someone younger than the adult age. */
  UNDERAGE: {
    status: 400,
    message: { en: 'Registration is open to people aged 18 and over.', ar: 'التسجيل متاح لمن أعمارهم 18 سنة فأكثر.' },
  },
  /** Demo mode only: the national ID is not one of the seeded demo accounts. */
  DEMO_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This national ID is not one of the demo accounts, or the demo data was not loaded into this database.',
      ar: 'رقم الهوية هذا ليس من الحسابات التجريبية، أو لم تُحمَّل البيانات التجريبية في قاعدة البيانات هذه.',
    },
  },
  /** An e-mail activation link that is forged, expired or for an address no longer on the account. */
  EMAIL_LINK_INVALID: {
    status: 400,
    message: {
      en: 'This activation link is not valid or has expired. Request a new one.',
      ar: 'رابط التفعيل غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً.',
    },
  },
  /**
   * Forced steps (spec §4 redirect order 2–4), held by the server as well as the browser: while one is due, every
   * endpoint that does not serve it answers 403 with its code. The web app never calls those meanwhile (its guards send
   * the user to the step); a 403 from a hand-made call ends the session there (spec §8), as any 403 does.
   */
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    message: { en: 'Change your password before you continue.', ar: 'غيّر كلمة المرور قبل المتابعة.' },
  },
  /** Forced step: the account's mobile must be verified first. */
  MOBILE_VERIFICATION_REQUIRED: {
    status: 403,
    message: { en: 'Verify a mobile number before you continue.', ar: 'وثّق رقم جوال قبل المتابعة.' },
  },
  /** Forced step: the account carried over from the previous system must be confirmed first. */
  MIGRATION_CONFIRMATION_REQUIRED: {
    status: 403,
    message: {
      en: 'Confirm the account carried over from the previous system before you continue.',
      ar: 'أكّد الحساب المنقول من النظام السابق قبل المتابعة.',
    },
  },
  /**
   * A sensitive change (mobile, e-mail, payment IBAN) asked for without a fresh proof in this session: the password or
   * a code sent to the verified mobile within the last `security.stepUpMinutes`. 428: the request may be sent again
   * as it is once the proof is given; not a 403, which would sign the person out (spec §8).
   */
  STEP_UP_REQUIRED: {
    status: 428,
    message: {
      en: 'For your security, confirm it is you with your password or a code sent to your mobile, then try again.',
      ar: 'حفاظاً على أمان حسابك، أكّد هويتك بكلمة المرور أو برمز يُرسل إلى جوالك، ثم حاول مرة أخرى.',
    },
  },
  /**
   * The step-up code goes only to a verified mobile (it may be someone else's number otherwise): the person confirms
   * with their password instead. 409, not 403: the web app signs out on 403 (spec §8).
   */
  STEP_UP_CODE_UNAVAILABLE: {
    status: 409,
    message: {
      en: 'Your mobile number is not verified, so no code can be sent to it. Confirm with your password instead.',
      ar: 'رقم جوالك غير موثّق، لذا لا يمكن إرسال رمز إليه. أكّد هويتك بكلمة المرور بدلاً من ذلك.',
    },
  },
  /**
   * What a stand-in may not do during an emergency login (DOMAIN.md "emergency login"): the applicant's own decisions,
   * credentials and household membership. 409, not 403: a 403 would sign the dependent out (spec §8).
   */
  NOT_ALLOWED_FOR_STAND_IN: {
    status: 409,
    message: {
      en: 'Only the applicant can do this. It is not available while you act for them in an emergency login.',
      ar: 'لا يقوم بهذا الإجراء إلا مقدّم الطلب نفسه، ولا يتاح أثناء الدخول الطارئ نيابةً عنه.',
    },
  },
  /**
   * A password sign-in of an account whose mobile is not verified: no sign-in code goes to an unverified number (it
   * may be someone else's), so the person proves who they are through the national single sign-on instead and is then
   * asked for a new number. Answered only after a correct password, so it tells a stranger nothing.
   */
  MOBILE_NOT_VERIFIED_USE_SSO: {
    status: 400,
    message: {
      en: 'Your mobile number is not verified, so no sign-in code can be sent to it. Sign in with the national single sign-on (Nafath), then set a new number.',
      ar: 'رقم جوالك غير موثّق، لذا لا يمكن إرسال رمز الدخول إليه. سجّل الدخول عبر النفاذ الوطني الموحد (نفاذ)، ثم أضف رقماً جديداً.',
    },
  },
  /**
   * The white-list door (national ID and birth dates) of an account whose mobile is no longer verified (withdrawn when
   * another account proved it holds the number): no code goes there. White-listed people have no password and the
   * ministry set their number, so the way on is the national single sign-on or the ministry. Answered only after the
   * right national ID and birth dates.
   */
  WHITE_LIST_MOBILE_NOT_VERIFIED: {
    status: 400,
    message: {
      en: 'The mobile number on record is no longer verified, so no sign-in code can be sent to it. Sign in with the national single sign-on (Nafath), or contact the ministry to update your number.',
      ar: 'رقم الجوال المسجّل لم يعد موثّقاً، لذا لا يمكن إرسال رمز الدخول إليه. سجّل الدخول عبر النفاذ الوطني الموحد (نفاذ)، أو تواصل مع الوزارة لتحديث رقمك.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;
