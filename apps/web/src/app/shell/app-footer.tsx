import { Container } from '@mantine/core';
import { appVersion } from '@sanad/contract/client';
import { useTranslation } from '../../lib/i18n.tsx';
import { Link } from 'react-router';
import { useAppConfig } from '../../lib/app-config.tsx';
import { useSession } from '../../lib/session.ts';
import { paths } from '../paths.ts';
import classes from './shell.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  const demoMode = useAppConfig()?.demoMode === true;
  // The calculator, the ticket form and the letter check are for visitors (spec §2: a signed-in user who opens one is
  // sent home), so only they see the links.
  const visitor = useSession() === null;
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        <nav aria-label={t('shell.footerNavigation')}>
          <ul className={classes.footerLinks}>
            <li>
              <Link className={classes.footerLink} to={paths.faqs}>
                {t('shell.faqs')}
              </Link>
            </li>
            {visitor ? (
              <li>
                <Link className={classes.footerLink} to={paths.supportCalculator} data-testid="footer-support-calculator">
                  {t('shell.supportCalculator')}
                </Link>
              </li>
            ) : null}
            {visitor ? (
              <li>
                <Link className={classes.footerLink} to={paths.tickets} data-testid="footer-tickets">
                  {t('shell.tickets')}
                </Link>
              </li>
            ) : null}
            {visitor ? (
              <li>
                <Link className={classes.footerLink} to={paths.checkLetter} data-testid="footer-check-letter">
                  {t('shell.checkLetter')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link className={classes.footerLink} to={paths.policy}>
                {t('shell.policy')}
              </Link>
            </li>
            {demoMode ? (
              <li>
                <Link className={classes.footerLink} to={paths.devOutbox} data-testid="footer-dev-outbox">
                  {t('shell.devOutbox')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className={classes.footerMeta}>
          {t('shell.copyright')} · <span data-testid="app-version">{t('shell.version', { version: appVersion })}</span>
        </p>
      </Container>
    </footer>
  );
}
