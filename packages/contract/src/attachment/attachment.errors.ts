import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of attachments and application documents (docs/decisions/046-attachments.md). */
export const attachmentErrors = {
  /** A file over `config.upload.maxBytes`: reading stops at the limit and nothing is kept. */
  ATTACHMENT_TOO_LARGE: {
    status: 400,
    message: {
      en: 'The file "{fileName}" is larger than {maxMegabytes} MB, the largest size allowed.',
      ar: 'حجم الملف «{fileName}» أكبر من {maxMegabytes} ميجابايت، وهو الحد الأقصى المسموح به.',
    },
  },
  /** A file whose content is not an allowed type, or not the type its extension names (a renamed file). */
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    status: 400,
    message: {
      en: 'The file "{fileName}" is not of an allowed type. Allowed types: {allowedTypes}. The file\'s content must match its extension.',
      ar: 'الملف «{fileName}» ليس من الأنواع المسموح بها: {allowedTypes}. ويجب أن يطابق محتوى الملف امتداده.',
    },
  },
  /** A file of zero bytes. */
  ATTACHMENT_EMPTY: {
    status: 400,
    message: { en: 'The file "{fileName}" is empty.', ar: 'الملف «{fileName}» فارغ.' },
  },
  /**
   * A multipart request without its file, with its parts out of order or more parts than one upload has, or whose
   * body ended or failed before the file did (cut short, the connection lost): the client's request, never a 5xx.
   */
  ATTACHMENT_UPLOAD_MALFORMED: {
    status: 400,
    message: {
      en: 'The upload could not be read. Choose one file and try again.',
      ar: 'تعذرت قراءة الملف المرفوع. اختر ملفاً واحداً وحاول مرة أخرى.',
    },
  },
  /** A change to an attachment that is a document of an application already submitted. */
  ATTACHMENT_IN_USE: {
    status: 409,
    message: {
      en: 'This document belongs to application {number}, which has been submitted, so it cannot be changed or deleted.',
      ar: 'هذا المستند مرفق بالطلب {number} الذي تم تقديمه، لذا لا يمكن تعديله أو حذفه.',
    },
  },
  /** Documents changed on an application that is neither a draft nor answering a request for documents. */
  DOCUMENTS_NOT_EDITABLE: {
    status: 409,
    message: {
      en: 'The documents of this application can be changed only while it is a draft or while documents are requested.',
      ar: 'لا يمكن تعديل مستندات هذا الطلب إلا وهو مسودة أو عند طلب مستندات.',
    },
  },
  /** submit-edit without any document added for the open request. */
  DOCUMENTS_REQUIRED: {
    status: 409,
    message: {
      en: 'Add at least one of the requested documents before sending them.',
      ar: 'أضف مستنداً واحداً على الأقل من المستندات المطلوبة قبل إرسالها.',
    },
  },
  /** submit-edit on an application for which no documents are requested. */
  NO_PENDING_DOCUMENT_REQUEST: {
    status: 409,
    message: {
      en: 'No documents are requested for this application.',
      ar: 'لا توجد مستندات مطلوبة لهذا الطلب.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;
