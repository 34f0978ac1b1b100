import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { actingForName, useSession, type StoredSession } from '../../../lib/session.ts';
import { signOut } from '../../../lib/sign-out.ts';

/** True while a dependent acts for an applicant (an emergency login): the account's own settings are refused then. */
export function isStandIn(session: StoredSession | null): boolean {
  return session?.user.emergencyLogin === true;
}

/**
 * What the account settings show during an emergency login instead of their forms: the server refuses every change
 * of the stand-in's own credentials while they act for the applicant (NOT_ALLOWED_FOR_STAND_IN), so the person is
 * told where those settings are, with the way there (sign out, then sign in as themselves).
 */
export function StandInAccountNote() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const name = actingForName(useSession(), language);

  const leave = async () => {
    await signOut();
    await navigate(paths.login, { replace: true });
  };

  return (
    <Alert
      color="blue"
      title={name ? t('account.standIn.title', { name }) : t('account.standIn.titleUnnamed')}
      data-testid="account-stand-in"
    >
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t('account.standIn.body')}</Text>
        <Button variant="default" onClick={() => void leave()} data-testid="account-stand-in-sign-out">
          {t('shell.signOut')}
        </Button>
      </Stack>
    </Alert>
  );
}
