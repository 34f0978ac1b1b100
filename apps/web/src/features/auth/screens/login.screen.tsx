import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { NafathLoginForm } from '../components/nafath-login-form.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import classes from './login.screen.module.css';

/**
 * The sign-in screen: username and password, or national single sign-on (Nafath). Both forms check their fields
 * in the browser; signing in itself opens with the identity release, and the screen says so instead of pretending.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const notYetAvailable = () => toasts.show({ type: 'info', message: t('login.notYetAvailable') });

  return (
    <div data-testid="login-screen">
      <PageHeading>{t('login.title')}</PageHeading>
      <div className={classes.layout}>
        <div className={classes.card}>
          <Text className={classes.intro}>{t('login.intro')}</Text>
          <Tabs defaultValue="password" keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
            <Tabs.List grow aria-label={t('login.methods')}>
              <Tabs.Tab value="password">{t('login.tabs.password')}</Tabs.Tab>
              <Tabs.Tab value="nafath">{t('login.tabs.nafath')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="password">
              <PasswordLoginForm onValidSubmit={notYetAvailable} />
            </Tabs.Panel>
            <Tabs.Panel value="nafath">
              <NafathLoginForm onValidSubmit={notYetAvailable} />
            </Tabs.Panel>
          </Tabs>
        </div>
        <aside className={classes.aside} aria-labelledby="login-help-title">
          <h2 id="login-help-title" className={classes.asideTitle}>
            {t('login.help.title')}
          </h2>
          <Text>{t('login.help.body')}</Text>
          <ul className={classes.asideLinks}>
            <li>
              <Link to={paths.faqs}>{t('login.help.questions')}</Link>
            </li>
            <li>
              <Link to={paths.policy}>{t('login.help.privacy')}</Link>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
