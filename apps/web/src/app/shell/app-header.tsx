import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LogoMark } from './logo-mark.tsx';
import classes from './shell.module.css';

export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        {/* Home for a signed-in user; the guard turns it into the login screen for a visitor. */}
        <Link to={paths.home} className={classes.brand}>
          <LogoMark />
          <span>{t('app.name')}</span>
        </Link>
        <LanguageSwitch />
      </Container>
    </header>
  );
}
