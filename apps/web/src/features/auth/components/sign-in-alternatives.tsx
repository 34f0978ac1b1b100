import { useTranslation } from '../../../lib/i18n.tsx';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import classes from './sign-in-alternatives.module.css';

/** The ways into an account other than signing in: registering, recovering a password, the white list. */
export function SignInAlternatives() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('login.alternatives')} className={classes.alternatives}>
      <ul>
        <li>
          {t('login.noAccount')} <Link to={paths.register}>{t('login.register')}</Link>
        </li>
        <li>
          <Link to={paths.resetPassword}>{t('login.forgotPassword')}</Link>
        </li>
        <li>
          <Link to={paths.whiteList}>{t('login.whiteList')}</Link>
        </li>
      </ul>
    </nav>
  );
}
