import { LtrText } from '../ltr-text.tsx';
import classes from './money-text.module.css';

/** A payment, appeal or file code (P-202611-0000042): left to right in any language, never broken at its hyphens. */
export function CodeText({ code }: { code: string }) {
  return (
    <span className={classes.money}>
      <LtrText>{code}</LtrText>
    </span>
  );
}
