import type { LocalizedText } from './languages.ts';

interface ErrorCodeEntry {
  status: number;
  message: LocalizedText;
}

/**
 * Every error code the API returns, with its HTTP status and its message in both languages.
 * Modules add their codes here so one table maps codes to statuses (ARCHITECTURE rule 5).
 */
export const errorCodes = {
  VALIDATION_FAILED: {
    status: 400,
    message: {
      en: 'Some of the information entered is not valid. Check the fields marked below.',
      ar: 'بعض البيانات المدخلة غير صحيحة. راجع الحقول المشار إليها.',
    },
  },
  BAD_REQUEST: { status: 400, message: { en: 'The request could not be understood.', ar: 'تعذّر فهم الطلب.' } },
  UNAUTHENTICATED: { status: 401, message: { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' } },
  FORBIDDEN: { status: 403, message: { en: 'You are not allowed to do this.', ar: 'غير مسموح لك بتنفيذ هذا الإجراء.' } },
  XSRF_TOKEN_INVALID: {
    status: 403,
    message: {
      en: 'Your session could not be verified. Reload the page and try again.',
      ar: 'تعذّر التحقق من الجلسة. أعد تحميل الصفحة وحاول مرة أخرى.',
    },
  },
  ALREADY_SIGNED_IN: { status: 403, message: { en: 'You are already signed in.', ar: 'أنت مسجّل الدخول بالفعل.' } },
  NOT_FOUND: { status: 404, message: { en: 'What you asked for was not found.', ar: 'لم يتم العثور على المطلوب.' } },
  LANGUAGE_NOT_SUPPORTED: { status: 404, message: { en: 'This language is not available.', ar: 'هذه اللغة غير متاحة.' } },
  METHOD_NOT_ALLOWED: { status: 405, message: { en: 'This action is not supported here.', ar: 'هذا الإجراء غير مدعوم هنا.' } },
  CONFLICT: { status: 409, message: { en: 'This conflicts with existing data.', ar: 'يتعارض هذا مع بيانات موجودة.' } },
  PAYLOAD_TOO_LARGE: { status: 413, message: { en: 'The data sent is too large.', ar: 'حجم البيانات المرسلة كبير جداً.' } },
  URI_TOO_LONG: {
    status: 414,
    message: { en: 'The address of the request is too long.', ar: 'عنوان الطلب طويل جداً.' },
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: { en: 'This type of content is not accepted.', ar: 'نوع المحتوى غير مقبول.' } },
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
  CAPTCHA_INVALID: {
    status: 400,
    message: {
      en: 'The characters do not match the image, or it expired. Try the new image.',
      ar: 'الرموز لا تطابق الصورة أو انتهت صلاحيتها. جرّب الصورة الجديدة.',
    },
  },
  OTP_INVALID: {
    status: 400,
    message: {
      en: 'The verification code is not correct. Tries left: {remaining}.',
      ar: 'رمز التحقق غير صحيح. المحاولات المتبقية: {remaining}.',
    },
  },
  OTP_EXPIRED: {
    status: 400,
    message: {
      en: 'The verification code has expired or is no longer valid. Request a new code.',
      ar: 'انتهت صلاحية رمز التحقق أو لم يعد صالحاً. اطلب رمزاً جديداً.',
    },
  },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    message: { en: 'You can request a new code in {seconds} seconds.', ar: 'يمكنك طلب رمز جديد بعد {seconds} ثانية.' },
  },
  WRONG_PASSWORD: { status: 400, message: { en: 'The current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' } },
  NIN_ALREADY_REGISTERED: {
    status: 409,
    message: {
      en: 'An account already exists for this national ID. Sign in, or reset the password if you forgot it.',
      ar: 'يوجد حساب مسجّل بهذا الرقم. سجّل الدخول، أو أعد تعيين كلمة المرور إن نسيتها.',
    },
  },
  IDENTITY_NOT_CONFIRMED: {
    status: 400,
    message: {
      en: 'The national ID and birth date do not match the civil records.',
      ar: 'رقم الهوية وتاريخ الميلاد غير متطابقين مع بيانات الأحوال المدنية.',
    },
  },
  UNDERAGE: {
    status: 400,
    message: { en: 'Registration is open to people aged 18 and over.', ar: 'التسجيل متاح لمن أعمارهم 18 سنة فأكثر.' },
  },
  DEMO_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This national ID is not one of the demo accounts, or the demo data was not loaded into this database.',
      ar: 'رقم الهوية هذا ليس من الحسابات التجريبية، أو لم تُحمَّل البيانات التجريبية في قاعدة البيانات هذه.',
    },
  },
  IAM_REQUEST_EXPIRED: {
    status: 400,
    message: { en: 'The sign-in request expired. Start again.', ar: 'انتهت صلاحية طلب الدخول. ابدأ من جديد.' },
  },
  EMAIL_LINK_INVALID: {
    status: 400,
    message: {
      en: 'This activation link is not valid or has expired. Request a new one.',
      ar: 'رابط التفعيل غير صالح أو منتهي الصلاحية. اطلب رابطاً جديداً.',
    },
  },
  HOUSE_LIMIT_REACHED: {
    status: 409,
    message: {
      en: 'You can register at most {maximum} houses. Delete one you no longer live in first.',
      ar: 'يمكنك تسجيل {maximum} مساكن كحد أقصى. احذف مسكناً لم تعد تسكنه أولاً.',
    },
  },
  HOUSE_DUPLICATE_ADDRESS: {
    status: 409,
    message: { en: 'You already registered a house at this address.', ar: 'سبق أن سجّلت مسكناً بهذا العنوان.' },
  },
  HOUSE_HAS_RESIDENTS: {
    status: 409,
    message: {
      en: 'Dependents live in this house. Move them to another house or remove them first.',
      ar: 'يسكن في هذا المسكن تابعون. انقلهم إلى مسكن آخر أو احذفهم أولاً.',
    },
  },
  DEPENDENT_ALREADY_ADDED: {
    status: 409,
    message: { en: 'This person is already one of your dependents.', ar: 'هذا الشخص مضاف بالفعل ضمن تابعيك.' },
  },
  DEPENDENT_IN_OPEN_CYCLE: {
    status: 409,
    message: {
      en: 'This dependent is counted in the support cycle of {period}, which is still open. You can remove them once it closes.',
      ar: 'هذا التابع محتسب في دورة الدعم لشهر {period} وهي ما زالت مفتوحة. يمكنك حذفه بعد إغلاقها.',
    },
  },
  /**
   * A dependent's own profile tabs asked for while the adult dependent with an account has not confirmed the relation
   * (docs/decisions/010-unified-profile.md): their declared data stays theirs until they do. 409, not 403: a 403
   * would sign the applicant out (spec §8).
   */
  DEPENDENT_NOT_CONFIRMED: {
    status: 409,
    message: {
      en: 'This dependent has not confirmed the relation yet. Their details open here once they confirm it.',
      ar: 'لم يؤكّد هذا التابع صلة القرابة بعد. تُتاح بياناته هنا بعد أن يؤكّدها.',
    },
  },
  /** The same, after the dependent rejected the relation the applicant declared. */
  DEPENDENT_RELATION_REJECTED: {
    status: 409,
    message: {
      en: 'This dependent rejected the relation you declared, so their details are not shown. Change the relationship or remove them on the houses page.',
      ar: 'رفض هذا التابع صلة القرابة التي أعلنتها، لذا لا تُعرض بياناته. عدّل صلة القرابة أو احذفه من صفحة المساكن.',
    },
  },
  PROFILE_INCOMPLETE: {
    status: 409,
    message: {
      en: 'Complete every tab of the profile first. Still open: {tabs}.',
      ar: 'أكمل جميع تبويبات الملف أولاً. ما زال غير مكتمل: {tabs}.',
    },
  },
  PROFILE_DECLARATION_REQUIRED: {
    status: 409,
    message: {
      en: 'Confirm the declaration that the information is correct before completing the profile.',
      ar: 'أكّد الإقرار بصحة البيانات قبل إكمال الملف.',
    },
  },
  IBAN_ALREADY_VERIFIED: {
    status: 409,
    message: { en: 'This IBAN is already your verified IBAN.', ar: 'هذا الآيبان هو الآيبان الموثّق لديك بالفعل.' },
  },
  /**
   * A new payment IBAN asked for during an emergency login (docs/decisions/010-unified-profile.md): where the money
   * goes is the applicant's own decision, as is a transfer of head of household. 409, not 403: a 403 would sign the
   * dependent out (spec §8).
   */
  IBAN_CHANGE_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'Only the applicant can change the payment IBAN. It cannot be changed while you act for them in an emergency.',
      ar: 'لا يغيّر آيبان الصرف إلا مقدّم الطلب نفسه، ولا يمكن تغييره أثناء الدخول الطارئ نيابةً عنه.',
    },
  },
  TRANSFER_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'The new head of household must be an adult dependent with an active account who has confirmed the relation.',
      ar: 'يجب أن يكون رب الأسرة الجديد تابعاً بالغاً لديه حساب نشط وقد أكّد صلة القرابة.',
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
  MOBILE_VERIFICATION_REQUIRED: {
    status: 403,
    message: { en: 'Verify a mobile number before you continue.', ar: 'وثّق رقم جوال قبل المتابعة.' },
  },
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
  /** The per-account or per-mobile daily cap on verification codes (sent, or wrong tries) is reached. */
  OTP_DAILY_LIMIT: {
    status: 429,
    message: {
      en: 'Too many verification codes were sent or tried today. You can try again in {minutes} minutes.',
      ar: 'أُرسلت أو جُرّبت رموز تحقق كثيرة اليوم. يمكنك المحاولة مرة أخرى بعد {minutes} دقيقة.',
    },
  },
  NOT_AVAILABLE_IN_PRODUCTION: { status: 404, message: { en: 'What you asked for was not found.', ar: 'لم يتم العثور على المطلوب.' } },
  RATE_LIMITED: {
    status: 429,
    message: { en: 'Too many attempts. Wait a moment and try again.', ar: 'محاولات كثيرة. انتظر قليلاً ثم حاول مرة أخرى.' },
  },
  INTERNAL_ERROR: {
    status: 500,
    message: {
      en: 'Something went wrong on our side. Your support ID: {requestId}',
      ar: 'حدث خطأ غير متوقع من جهتنا. رقم الدعم الخاص بك (Your support ID): {requestId}',
    },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: { en: 'The service is temporarily unavailable. Try again shortly.', ar: 'الخدمة غير متاحة مؤقتاً. حاول مرة أخرى بعد قليل.' },
  },
} as const satisfies Record<string, ErrorCodeEntry>;

/** A code the API may put in the `code` field of its error shape. */
export type ErrorCode = keyof typeof errorCodes;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCodes, value);
}

/** Replaces `{name}` in a message template with the given values. */
export function formatMessage(template: string, values: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
