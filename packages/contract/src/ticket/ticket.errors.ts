import type { ErrorCodeEntry } from '../common/error-entry.ts';

/** Codes of tickets (DOMAIN.md "Tickets"; docs/decisions/064-tickets.md). */
export const ticketErrors = {
  /** A ticket type not in crm-config. */
  TICKET_TYPE_UNKNOWN: {
    status: 422,
    message: { en: 'Choose the ticket type from the list.', ar: 'اختر نوع التذكرة من القائمة.' },
  },
  /** A category that is not one of the chosen type's. */
  TICKET_CATEGORY_UNKNOWN: {
    status: 422,
    message: { en: 'Choose a category of the chosen ticket type.', ar: 'اختر تصنيفًا من تصنيفات نوع التذكرة المختار.' },
  },
  /** A sub-category that is not one of the chosen category's. */
  TICKET_SUB_CATEGORY_UNKNOWN: {
    status: 422,
    message: { en: 'Choose a sub-category of the chosen category.', ar: 'اختر تصنيفًا فرعيًا من تصنيفات التصنيف المختار.' },
  },
  /** A step the ticket's status does not allow (the transition table), e.g. a reply on a closed ticket. */
  TICKET_STEP_NOT_ALLOWED: {
    status: 409,
    message: {
      en: 'This is not possible for this ticket in its current status. Reload it to see where it stands.',
      ar: 'هذا غير ممكن لهذه التذكرة في حالتها الحالية. أعد تحميلها لمعرفة ما وصلت إليه.',
    },
  },
} as const satisfies Record<string, ErrorCodeEntry>;
