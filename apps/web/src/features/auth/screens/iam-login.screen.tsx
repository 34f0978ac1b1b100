import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { NafathLogin } from '../components/nafath-login.tsx';
import { SignInAlternatives } from '../components/sign-in-alternatives.tsx';
import classes from './login.screen.module.css';

/** /iam-login: the national single sign-on on its own, the same flow as the login screen's Nafath tab. */
export function IamLoginScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="iam-login-screen">
      <PageHeading>{t('nafath.title')}</PageHeading>
      <div className={`${classes.card} ${classes.single}`}>
        <Text className={classes.intro}>{t('nafath.intro')}</Text>
        <NafathLogin idPrefix="iam" />
        <SignInAlternatives />
      </div>
    </div>
  );
}
