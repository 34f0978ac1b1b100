/**
 * The part of the contract the browser may import at run time: constants, codes, messages and pure helpers, with no
 * zod. Types (request, response, error shapes) are imported from '@sanad/contract' with `import type`; route
 * references come from the build-time module `virtual:sanad-routes`.
 */
export * from './common/dates.ts';
export * from './common/define-endpoint.ts';
export * from './common/digits.ts';
export * from './common/error-codes.ts';
export * from './common/error-shape.ts';
export * from './common/identity-values.ts';
export * from './common/hijri.ts';
export * from './common/iban.ts';
export * from './common/languages.ts';
export * from './common/period-name.ts';
export * from './common/route-ref.ts';
export * from './common/session.ts';
export * from './common/validation-messages.ts';
// Types only from zod: the browser's forms map a schema's issues to their fields with the server's own words.
export * from './common/zod-issues.ts';
export * from './codes.ts';
// The dynamic form rules run in the browser as the person types (zod-free; its schema types are type-only imports).
export * from './program/program-form-rules.ts';
// Which appeal statuses are still open, and which payment appeals count as the payment's (zod-free).
export * from './appeal/appeal-rules.ts';
