import type { ApplicationBlocker } from '@sanad/contract';
import { Link } from 'react-router';
import formClasses from './form/form.module.css';
import { useTranslation, type TFunction } from '../lib/i18n.tsx';
import classes from './apply-blockers.module.css';

function fixLabel(reason: ApplicationBlocker, t: TFunction): string {
  const key = `programs.fix.${reason.code}`;
  const label = t(key);
  // A code added to the contract before its words reach the locale files still gets a link that says what it is.
  return label === key ? t('programs.fix.other') : label;
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
            <span>{reason.message}</span>
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
