import type { ApplicationBlocker } from '@sanad/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateText } from './date-text.tsx';
import formClasses from './form/form.module.css';
import { Trans, useTranslation, type TFunction } from '../lib/i18n.tsx';
import classes from './apply-blockers.module.css';

function fixLabel(reason: ApplicationBlocker, t: TFunction): string {
  const key = `programs.fix.${reason.code}`;
  const label = t(key);
  // A code added to the contract before its words reach the locale files still gets a link that says what it is.
  return label === key ? t('programs.fix.other') : label;
}

/**
 * A reason's words: the server's, except a ban's, which the screen also counts in days: the server's message names
 * only the end date (a count needs plural forms, decision 036), so the days left are worded here, with the end date in
 * both calendars.
 */
function reasonText(reason: ApplicationBlocker): ReactNode {
  const { banEndsOn, remainingDays } = reason.values;
  if (reason.code === 'UNDER_BAN' && typeof banEndsOn === 'string' && typeof remainingDays === 'number') {
    return <Trans i18nKey="programs.underBan" values={{ count: remainingDays }} components={{ date: <DateText iso={banEndsOn} /> }} />;
  }
  return reason.message;
}

/**
 * Everything that stops the applicant from applying (validate-application), each in the server's words (asked in the
 * UI language) with the link to the screen that fixes it: the reason carries the path; waiting out a ban has none.
 * Shown by /programs, and meant for the application flow too ("the same as /programs").
 */
export function ApplyBlockers({ reasons }: { reasons: readonly ApplicationBlocker[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.blockers} data-testid="apply-blockers">
      <p className={classes.lead}>{t('programs.ssp.blocked')}</p>
      <ul className={classes.list}>
        {reasons.map((reason) => (
          <li key={reason.code} data-testid="apply-blocker" data-code={reason.code}>
            <span>{reasonText(reason)}</span>
            {reason.fixPath ? (
              <>
                {' '}
                <Link to={reason.fixPath} className={formClasses.link}>
                  {fixLabel(reason, t)}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
