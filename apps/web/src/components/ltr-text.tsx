import type { ReactNode } from 'react';
import classes from './ltr-text.module.css';

/**
 * A value written left to right in any language: a national ID, a mobile, an e-mail, masked or not. In an Arabic
 * line the bidirectional algorithm would otherwise reorder its digits and stars ("05******07" read as "07******05",
 * "******1234" as "1234******"), so it is isolated as its own left-to-right run. Every screen shows these values
 * through this one component.
 */
export function LtrText({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <bdi dir="ltr" className={classes.ltr} data-testid={testId}>
      {children}
    </bdi>
  );
}
