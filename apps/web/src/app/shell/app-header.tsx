import { Button, Container } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../lib/language-context.tsx';
import { actingForName, sessionDisplayName, useSession } from '../../lib/session.ts';
import { signOut } from '../../lib/sign-out.ts';
import { forcedPath, paths } from '../paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoMark } from './logo-mark.tsx';
import classes from './shell.module.css';

export function AppHeader() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const name = sessionDisplayName(session, language);
  const actingFor = actingForName(session, language);
  // While a forced step is due (a password to change, a white-listed applicant's page) the guard sends every other
  // route back to it: the account settings link would only bounce, so the name is shown as plain text.
  const accountOpen = session !== null && forcedPath(session) === null;

  const leave = async () => {
    await signOut();
    await navigate(paths.login, { replace: true });
  };

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        {/* Home for a signed-in user; the guard turns it into the login screen for a visitor. */}
        <Link to={paths.home} className={classes.brand}>
          <LogoMark />
          <span>{t('app.name')}</span>
        </Link>
        <div className={classes.headerTools}>
          {session ? (
            <nav aria-label={t('shell.accountNavigation')} className={classes.userNav}>
              {accountOpen ? (
                <Link to={paths.account} className={classes.userLink} data-testid="header-account">
                  {name ?? t('shell.account')}
                </Link>
              ) : name ? (
                <span className={classes.userName} data-testid="header-user-name">
                  {name}
                </span>
              ) : null}
              <Button variant="subtle" onClick={() => void leave()} data-testid="header-sign-out">
                {t('shell.signOut')}
              </Button>
            </nav>
          ) : null}
          <LanguageSwitch />
        </div>
      </Container>
      {actingFor ? (
        // A standing notice, not an announcement: it stays for the whole emergency session.
        <div className={classes.actingFor} data-testid="acting-for-banner">
          <Container size="lg">
            <strong>{t('shell.actingFor', { name: actingFor })}</strong> {t('shell.actingForNote')}
          </Container>
        </div>
      ) : null}
    </header>
  );
}
