import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { dismissSessionEndedNotice, sessionEndedNoticePending } from '../../../lib/auth-failure.ts';
import { SignInAlternatives } from '../components/sign-in-alternatives.tsx';
import { PasswordLogin } from '../components/password-login.tsx';
import classes from './login.screen.module.css';

/**
 * Most people sign in with a password, so the single sign-on code (with its poller and alerts) loads only when its
 * tab is opened: the login screen's first load has a budget (decision 007).
 */
const NafathLogin = lazy(() => import('../components/nafath-login.tsx').then((m) => ({ default: m.NafathLogin })));

/**
 * After a 401/403 ended the session and brought the user here (spec §8), says so once: an information toast for as
 * long as this screen is shown, in the current language. Not after a sign-out, a reload or a first visit.
 */
function useSessionEndedNotice() {
  const { t } = useTranslation();
  // Read once for this visit of the screen, so a second render (StrictMode, a language switch) sees the same answer.
  const [sessionEnded] = useState(sessionEndedNoticePending);
  const message = t('login.sessionEnded');
  useEffect(() => {
    if (!sessionEnded) return undefined;
    dismissSessionEndedNotice();
    const id = toasts.show({ type: 'info', message });
    // Once the user signs in (or leaves) it no longer holds.
    return () => {
      if (id !== null) toasts.dismiss(id);
    };
  }, [sessionEnded, message]);
}

/** The sign-in screen: username, password and captcha, or national single sign-on (Nafath). */
export function LoginScreen() {
  const { t } = useTranslation();
  useSessionEndedNotice();
  const [method, setMethod] = useState<string | null>('password');
  // The national ID the password form hands over when its account must sign in with Nafath (an unverified mobile).
  const [nafathUsername, setNafathUsername] = useState<string | null>(null);
  return (
    <div data-testid="login-screen">
      <PageHeading>{t('login.title')}</PageHeading>
      <div className={classes.layout}>
        <div className={classes.card}>
          <Text className={classes.intro}>{t('login.intro')}</Text>
          <Tabs value={method} onChange={setMethod} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
            <Tabs.List grow aria-label={t('login.methods')}>
              <Tabs.Tab value="password">{t('login.tabs.password')}</Tabs.Tab>
              <Tabs.Tab value="nafath">{t('login.tabs.nafath')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="password">
              <PasswordLogin
                onUseNafath={(username) => {
                  setNafathUsername(username);
                  setMethod('nafath');
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="nafath">
              <Suspense fallback={null}>
                <NafathLogin idPrefix="nafath" handedOver={nafathUsername} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
          <SignInAlternatives />
        </div>
        <aside className={classes.aside} aria-labelledby="login-help-title">
          <h2 id="login-help-title" className={classes.asideTitle}>
            {t('login.help.title')}
          </h2>
          <Text>{t('login.help.body')}</Text>
          <ul className={classes.asideLinks}>
            <li>
              <Link to={paths.supportCalculator} data-testid="login-support-calculator">
                {t('login.help.calculator')}
              </Link>
            </li>
            <li>
              <Link to={paths.faqs}>{t('login.help.questions')}</Link>
            </li>
            <li>
              <Link to={paths.tickets} data-testid="login-tickets">
                {t('login.help.tickets')}
              </Link>
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
