/**
 * Which questions a tab asks, by lookup code. The server applies the same lists when it checks a save
 * (apps/server/src/modules/profile/tab-validation.ts); the screen uses them only to show the questions that apply and
 * to send null for the others, so a change there that is missed here shows as a field error, never as wrong data.
 */

/** Education levels from which a major is asked (codes of the `educationLevel` lookup). */
export const levelsWithMajor: ReadonlySet<string> = new Set(['DIPLOMA', 'BACHELOR', 'HIGHER_DIPLOMA', 'MASTER', 'DOCTORATE']);

/** Labor statuses of an employee: employer, job title and start date are asked. */
export const employeeStatuses: ReadonlySet<string> = new Set(['GOVERNMENT_EMPLOYEE', 'PRIVATE_EMPLOYEE']);

/** The self-employed give a job title. */
export const selfEmployedStatuses: ReadonlySet<string> = new Set(['SELF_EMPLOYED']);
