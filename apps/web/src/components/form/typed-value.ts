import { latinDigits } from '@sanad/contract/client';

/** Keypads of fields that hold digits (national ID, mobile, codes, amounts, years): `inputmode` or a `tel` input. */
const digitKeypads: ReadonlySet<string> = new Set(['numeric', 'decimal', 'tel']);

/**
 * Whether a field takes digits the way every rule of the portal counts them, as Latin digits: any field with a
 * numeric, decimal or phone keypad, and the username, which is a national ID or a Latin name (no username holds
 * Arabic digits). Passwords and free text keep what was typed.
 */
function takesLatinDigits(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  const keypad = element.getAttribute('inputmode') ?? (element.getAttribute('type') === 'tel' ? 'tel' : '');
  return digitKeypads.has(keypad) || element.getAttribute('autocomplete') === 'username';
}

/**
 * What a field holds after a keystroke or a paste. Arabic-Indic and Persian digits in a digits field become Latin
 * digits at once, so the user sees what will be checked and sent; the caret stays where it was (the text keeps its
 * length), which setting the value through React alone would move to the end.
 */
export function typedValue(element: HTMLInputElement | HTMLTextAreaElement): string {
  const typed = element.value;
  if (!takesLatinDigits(element)) return typed;
  const latin = latinDigits(typed);
  if (latin === typed) return typed;
  const { selectionStart, selectionEnd } = element;
  element.value = latin;
  if (selectionStart !== null && selectionEnd !== null) element.setSelectionRange(selectionStart, selectionEnd);
  return latin;
}
