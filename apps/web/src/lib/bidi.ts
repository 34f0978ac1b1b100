/**
 * Codes (capitals and digits joined by hyphens: P-202602-0000002, 0101-1436-048215) inside a sentence of either
 * direction, found so that a screen can show each as a left-to-right run that does not break at its hyphens
 * (components/cycle/message-text.tsx). Otherwise, in an Arabic message the bidirectional algorithm scatters a code's
 * parts across the right-to-left text around it, and a narrow line splits it. For messages the server writes
 * (deductions, recoveries, refunds), which the web cannot mark up itself.
 */
const codePattern = /[0-9A-Z]+(?:-[0-9A-Z]+)+/g;

export interface TextPart {
  text: string;
  /** A code, shown left to right and unbroken. */
  code: boolean;
}

export function splitCodes(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(codePattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), code: false });
    parts.push({ text: match[0], code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), code: false });
  return parts;
}
