import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { clearBrowserSession } from '../../../lib/auth-failure.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { readSession, sessionDisplayName } from '../../../lib/session.ts';

/**
 * The signed-in landing screen. It greets the user from the stored session; the programs, applications and
 * payments panels join it with their features.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const name = sessionDisplayName(readSession(), language);

  const signOut = () => {
    // The server-side sign-out (POST /api/auth/logout) arrives with the identity module; until then the browser forgets.
    clearBrowserSession();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Stack gap="md" align="flex-start" data-testid="home-screen">
      <PageHeading>{t('home.title')}</PageHeading>
      <Text size="xl" fw={700}>
        {name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
      </Text>
      <Text>{t('home.body')}</Text>
      <Button variant="outline" onClick={signOut} data-testid="sign-out">
        {t('home.signOut')}
      </Button>
    </Stack>
  );
}
