import { splitCodes } from '../../lib/bidi.ts';
import { CodeText } from './code-text.tsx';

/** A message the server wrote (a deduction's, a refund's), its codes shown left to right and never broken. */
export function MessageText({ text }: { text: string }) {
  return <>{splitCodes(text).map((part, index) => (part.code ? <CodeText key={index} code={part.text} /> : part.text))}</>;
}
