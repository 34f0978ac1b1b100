import type { ErrorCodeEntry } from './error-entry.ts';

/** Codes any endpoint may answer: input, access, the framework's refusals, rate limits and failures. */
export const commonErrors = {
  /** The request's input broke its schema or a rule: every field error is listed in `fieldErrors`. */
  VALIDATION_FAILED: {
    status: 400,
    message: {
      en: 'Some of the information entered is not valid. Check the fields marked below.',
      ar: 'بعض البيانات المدخلة غير صحيحة. راجع الحقول المشار إليها.',
    },
  },
  /** A request the server cannot read at all (malformed JSON, a bad URL, a wrong content length). */
  BAD_REQUEST: { status: 400, message: { en: 'The request could not be understood.', ar: 'تعذّر فهم الطلب.' } },
  /** No valid session: the web app sends the person to sign in (spec §8). */
  UNAUTHENTICATED: { status: 401, message: { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' } },
  /** A signed-in caller whose role does not open this endpoint; the web app signs out on it (spec §8). */
  FORBIDDEN: { status: 403, message: { en: 'You are not allowed to do this.', ar: 'غير مسموح لك بتنفيذ هذا الإجراء.' } },
  /** A state-changing request whose X-XSRF-TOKEN header does not repeat its cookie (docs/decisions/005). */
  XSRF_TOKEN_INVALID: {
    status: 403,
    message: {
      en: 'Your session could not be verified. Reload the page and try again.',
      ar: 'تعذّر التحقق من الجلسة. أعد تحميل الصفحة وحاول مرة أخرى.',
    },
  },
  /** Nothing at this path, or an id that is not the caller's (ARCHITECTURE rule 9: never a 403). */
  NOT_FOUND: { status: 404, message: { en: 'What you asked for was not found.', ar: 'لم يتم العثور على المطلوب.' } },
  /** A write that collides with data already stored (a record created meanwhile by another request). */
  CONFLICT: { status: 409, message: { en: 'This conflicts with existing data.', ar: 'يتعارض هذا مع بيانات موجودة.' } },
  /** A body over the server's limit (1 MiB). */
  PAYLOAD_TOO_LARGE: { status: 413, message: { en: 'The data sent is too large.', ar: 'حجم البيانات المرسلة كبير جداً.' } },
  /** A path parameter longer than the router accepts. */
  URI_TOO_LONG: {
    status: 414,
    message: { en: 'The address of the request is too long.', ar: 'عنوان الطلب طويل جداً.' },
  },
  /** A body of a content type the endpoint does not read. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: { en: 'This type of content is not accepted.', ar: 'نوع المحتوى غير مقبول.' } },
  /** Too many requests from one address or for one account in the window (docs/decisions/014). */
  RATE_LIMITED: {
    status: 429,
    message: { en: 'Too many attempts. Wait a moment and try again.', ar: 'محاولات كثيرة. انتظر قليلاً ثم حاول مرة أخرى.' },
  },
  /** An unexpected failure: internals are hidden, the request id is shown as the support ID (spec §8). */
  INTERNAL_ERROR: {
    status: 500,
    message: {
      en: 'Something went wrong on our side. Your support ID: {requestId}',
      ar: 'حدث خطأ غير متوقع من جهتنا. رقم الدعم الخاص بك (Your support ID): {requestId}',
    },
  },
  /** The service cannot serve now (the database is unreachable): try again shortly. */
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: { en: 'The service is temporarily unavailable. Try again shortly.', ar: 'الخدمة غير متاحة مؤقتاً. حاول مرة أخرى بعد قليل.' },
  },
} as const satisfies Record<string, ErrorCodeEntry>;
