import type { LocalizedText } from './languages.ts';

/** One code of the error catalogue: the HTTP status it answers with, and its message in both languages. */
export interface ErrorCodeEntry {
  status: number;
  /** The message shown to the caller; `{name}` placeholders are filled from the error's values (formatMessage). */
  message: LocalizedText;
}
