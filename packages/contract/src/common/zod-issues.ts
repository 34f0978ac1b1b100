import type { z } from 'zod';
import type { FieldError } from './error.ts';
import type { Language } from './languages.ts';
import { isValidationMessageCode, validationMessage, type ValidationMessageCode } from './validation-messages.ts';

type Issue = z.core.$ZodIssue;

/**
 * Whether a type issue is about a value that was not given. zod 4 puts the value on an issue only when parsing with
 * `reportInput`, which neither Fastify's validator nor the form resolver does; its message still names what it got.
 */
function isMissingValue(issue: Issue): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

/** Maps one zod issue to a validation-message code and the values its template needs. */
export function classifyIssue(issue: Issue): { code: ValidationMessageCode; values: Record<string, string | number | undefined> } {
  // A schema that names its own message code (e.g. `regex(..., { message: 'mobile_format' })`) wins, unless the value is missing.
  const missing = issue.code === 'invalid_type' && isMissingValue(issue);
  if (!missing && isValidationMessageCode(issue.message)) return { code: issue.message, values: {} };
  switch (issue.code) {
    case 'invalid_type':
      return { code: isMissingValue(issue) ? 'required' : 'invalid_type', values: {} };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return { code: minimum <= 1 ? 'required' : 'too_small_string', values: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_small_array', values: { minimum } };
      return { code: 'too_small_number', values: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_big_string', values: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_big_array', values: { maximum } };
      return { code: 'too_big_number', values: { maximum } };
    }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'invalid_email' : 'invalid_format', values: {} };
    case 'invalid_value':
      return { code: 'invalid_value', values: {} };
    case 'unrecognized_keys':
      return { code: 'unrecognized_keys', values: {} };
    case 'not_multiple_of':
      return { code: 'not_multiple_of', values: { divisor: Number(issue.divisor) } };
    case 'custom':
      return { code: isValidationMessageCode(issue.message) ? issue.message : 'invalid', values: {} };
    default:
      return { code: 'invalid', values: {} };
  }
}

/**
 * A value that matches no member of a union (reset-password's two steps) gets one `invalid_union` issue with the
 * issues of each member inside. The member the value came closest to (fewest problems, the first on a tie) says which
 * fields are missing or wrong, so its issues are reported instead, under the union's path; null when there are none.
 */
function closestMemberIssues(issue: Issue): Issue[] | null {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors) || issue.errors.length === 0) return null;
  const closest = issue.errors.reduce((best, member) => (member.length < best.length ? member : best));
  if (closest.length === 0) return null;
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Every issue of a zod error as translated field errors; `prefix` names the request part (body, query, params). */
export function issuesToFieldErrors(issues: readonly Issue[], language: Language, prefix?: string): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const members = closestMemberIssues(issue);
    if (members) return issuesToFieldErrors(members, language, prefix);
    const base = issue.path.map(String);
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...base, key]) : [base];
    const { code, values } = classifyIssue(issue);
    return paths.map((path) => ({
      field: [prefix, ...path].filter((part) => part !== undefined && part !== '').join('.'),
      code,
      message: validationMessage(code, language, values),
    }));
  });
}
