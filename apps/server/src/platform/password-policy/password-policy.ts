import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../errors.ts';

/** What a new password is compared with: the username (NIN) and the person's names (README.md beside this file). */
export interface PasswordContext {
  nin: string;
  /** Full names, Arabic and English; their first and last words are the first and family names. */
  names: readonly string[];
}

export type PasswordProblem = 'password_common' | 'password_contains_nin' | 'password_contains_name' | 'password_contains_service_name';

/**
 * Context-specific words (ASVS 6.1.2, 6.2.11): the portal's and the programme's own names, which people reach for
 * first when asked for a password here. Compared after normalise(), so case, diacritics and alef forms do not matter.
 */
const contextWords: readonly string[] = ['sanad', 'سند', 'dhaman', 'daman', 'ضمان', 'hrsd'];

const listFile = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
let commonPasswords: ReadonlySet<string> | null = null;

/** The common-password list, read once per process on first use (about 10,000 lines). */
export function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

/** Lower case, without Arabic diacritics and tatweel, with the alef forms (أ إ آ) and alef maqsura folded. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي');
}

/**
 * The first and family names worth checking: 3+ letters. A family name written with the article (Alharbi, الحربي)
 * also counts without it, since people drop it when they type their name.
 */
export function nameParts(names: readonly string[]): string[] {
  const parts = new Set<string>();
  for (const name of names) {
    const words = normalise(name)
      .split(/[\s-]+/)
      .filter(Boolean);
    const first = words[0];
    const family = words.length > 1 ? words[words.length - 1] : undefined;
    for (const word of [first, family]) {
      if (!word) continue;
      const letters = word.replace(/[^\p{L}]/gu, '');
      parts.add(letters);
      const bare = letters.replace(/^(al|el|ال)/, '');
      if (bare !== letters) parts.add(bare);
    }
  }
  return [...parts].filter((part) => [...part].length >= 3);
}

/** Checks a new password against the policy; pure apart from reading the list once. */
export function createPasswordPolicy(list: ReadonlySet<string> = loadCommonPasswords()) {
  function problems(password: string, context: PasswordContext): PasswordProblem[] {
    const found: PasswordProblem[] = [];
    const text = normalise(password);
    if (list.has(password.toLowerCase())) found.push('password_common');
    if (context.nin && password.includes(context.nin)) found.push('password_contains_nin');
    if (nameParts(context.names).some((part) => text.includes(part))) found.push('password_contains_name');
    if (contextWords.some((word) => text.includes(normalise(word)))) found.push('password_contains_service_name');
    return found;
  }

  return {
    problems,
    /** Throws VALIDATION_FAILED with one field error per problem on `field` (e.g. `body.newPassword`). */
    assert(password: string, context: PasswordContext, field: string): void {
      const found = problems(password, context);
      if (found.length > 0) throw new DomainError('VALIDATION_FAILED', { fieldErrors: found.map((code) => ({ field, code })) });
    },
  };
}
export type PasswordPolicy = ReturnType<typeof createPasswordPolicy>;
