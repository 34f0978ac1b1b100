/**
 * Which questions a profile tab asks, by lookup code: one list for the server, which refuses a save that answers a
 * question not asked or leaves an asked one empty (apps/server/src/modules/profile/tab-validation.ts), and for the web
 * app, which shows only the questions that apply and sends null for the others.
 */

/** Education levels from which a major is asked (codes of the `educationLevel` lookup). */
export const levelsWithMajor: ReadonlySet<string> = new Set(['DIPLOMA', 'BACHELOR', 'HIGHER_DIPLOMA', 'MASTER', 'DOCTORATE']);

/** Labor statuses of an employee: employer, job title and start date are asked. */
export const employeeStatuses: ReadonlySet<string> = new Set(['GOVERNMENT_EMPLOYEE', 'PRIVATE_EMPLOYEE']);

/** The self-employed give a job title. */
export const selfEmployedStatuses: ReadonlySet<string> = new Set(['SELF_EMPLOYED']);
