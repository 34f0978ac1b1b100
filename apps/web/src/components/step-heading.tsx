import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import classes from './step-heading.module.css';

/**
 * The heading of one step of a multi-step task (credentials, then the SMS code, then done). It can take focus
 * (tabIndex -1) for `useStepFocus`, the way the page heading takes it after a route change.
 */
export function StepHeading({ children, order = 2, ref }: { children: string; order?: 2 | 3; ref?: Ref<HTMLHeadingElement> }) {
  const Heading = order === 2 ? 'h2' : 'h3';
  return (
    <Heading ref={ref} tabIndex={-1} className={classes.heading} data-step-heading="">
      {children}
    </Heading>
  );
}

/**
 * Focus for a task whose steps replace each other on one screen. The button that moved the task on disappears with
 * its step, which would leave focus on the page body; `focusStep()`, called with the state change that shows the
 * next step, puts it on that step's `StepHeading` (given `stepRef`) once it is on the page, so screen-reader and
 * keyboard users carry on where the page changed. Only a step change the user made calls it: a failed submit stays
 * on its step and leaves focus to the error summary, and a step restored on arrival (a code still pending) leaves
 * focus where the route change put it.
 */
export function useStepFocus() {
  const stepRef = useRef<HTMLHeadingElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves > 0) stepRef.current?.focus();
  }, [moves]);
  const focusStep = useCallback(() => setMoves((count) => count + 1), []);
  return { stepRef, focusStep };
}
