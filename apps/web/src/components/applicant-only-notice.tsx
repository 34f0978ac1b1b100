import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * A screen only the head of household uses, opened by someone else (a dependent): its heading, why it is not theirs,
 * and the way back (`backTo`, the home screen), without a call whose 403 would end their session.
 */
export function ApplicantOnlyNotice({
  screenTestId,
  title,
  message,
  backTo,
}: {
  screenTestId: string;
  title: string;
  message: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid={`${screenTestId}-screen`}>
      <PageHeading>{title}</PageHeading>
      <Alert color="blue" data-testid={`${screenTestId}-not-applicant`}>
        {message}
      </Alert>
      <div>
        <Button component={Link} to={backTo} variant="default">
          {t('common.back')}
        </Button>
      </div>
    </Stack>
  );
}
