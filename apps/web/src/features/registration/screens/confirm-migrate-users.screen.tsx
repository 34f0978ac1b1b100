import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useNavigate } from 'react-router';
import { postLoginPath } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { saveSession, sessionDisplayName, useSession } from '../../../lib/session.ts';
import details from '../../../components/details-list.module.css';
import { confirmMigrateUser } from '../api/registration-api.ts';

/**
 * First sign-in of an account carried over from the old system (spec §2, DOMAIN.md "migrated users"): the person
 * checks the name and mobile it holds and confirms it is theirs; the redirect chain then continues (usually to
 * choosing a new password).
 */
export function ConfirmMigrateUsersScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!session) return null;

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const user = await confirmMigrateUser(session.user.id);
      saveSession(user);
      await navigate(postLoginPath(user), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, { network: t('errors.network'), unexpected: t('errors.unexpected') }));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="confirm-migrate-users-screen">
      <PageHeading>{t('confirmMigrate.title')}</PageHeading>
      <div className={`${formClasses.card} ${formClasses.narrow}`}>
        <Stack gap="md">
          {error ? (
            <Alert color="red" title={t('errors.summaryTitle')} role="alert">
              {error}
            </Alert>
          ) : null}
          <Text>{t('confirmMigrate.intro')}</Text>
          <dl className={details.details}>
            <dt>{t('confirmMigrate.name')}</dt>
            <dd data-testid="migrate-name">{sessionDisplayName(session, language)}</dd>
            <dt>{t('confirmMigrate.nationalId')}</dt>
            <dd>
              <LtrText>{session.principal}</LtrText>
            </dd>
            <dt>{t('confirmMigrate.mobile')}</dt>
            <dd>
              <LtrText testId="migrate-mobile">{session.user.maskedMobile}</LtrText>
            </dd>
          </dl>
          <Text size="sm">{t('confirmMigrate.notYou')}</Text>
          <div className={formClasses.actions}>
            <Button onClick={() => void confirm()} disabled={sending} data-testid="confirm-migrate">
              {t('confirmMigrate.confirm')}
            </Button>
          </div>
        </Stack>
      </div>
    </Stack>
  );
}
