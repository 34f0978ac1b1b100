import type { ApplicationBlocker } from '@sanad/contract';
import { Link } from 'react-router';
import formClasses from './form/form.module.css';
import { formatGregorianDate } from '../lib/format.ts';
import { useTranslation, type TFunction } from '../lib/i18n.tsx';
import { useLanguage } from '../lib/language-context.tsx';
import classes from './apply-blockers.module.css';

function fixLabel(reason: ApplicationBlocker, t: TFunction): string {
  const key = `programs.fix.${reason.code}`;
  const label = t(key);
  // A code added to the contract before its words reach the locale files still gets a link that says what it is.
  return label === key ? t('programs.fix.other') : label;
}

/**
 * A reason's words: the server's, except a ban's, which the screen also counts in days: the server's message names
 * only the end date (a count needs plural forms, decision 036), so the days left are worded here.
 */
function reasonText(reason: ApplicationBlocker, t: TFunction, language: 'ar' | 'en'): string {
  const { banEndsOn, remainingDays } = reason.values;
  if (reason.code === 'UNDER_BAN' && typeof banEndsOn === 'string' && typeof remainingDays === 'number') {
    return t('programs.underBan', { count: remainingDays, date: formatGregorianDate(banEndsOn, language) });
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
  const { language } = useLanguage();
  return (
    <div className={classes.blockers} data-testid="apply-blockers">
      <p className={classes.lead}>{t('programs.ssp.blocked')}</p>
      <ul className={classes.list}>
        {reasons.map((reason) => (
          <li key={reason.code} data-testid="apply-blocker" data-code={reason.code}>
            <span>{reasonText(reason, t, language)}</span>
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
