import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { isApiRequestError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Whether a read failed because the application is not there for the caller: an unknown id and another person's id
 * are both a 404 (ARCHITECTURE rule 9), and trying again would only fail again.
 */
export const isNotFound = (error: unknown): boolean => isApiRequestError(error) && error.status === 404;

/**
 * An application that does not exist for the caller: said plainly, with the way to their own applications. `titled`
 * false where the page heading says it already.
 */
export function ApplicationNotFound({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={titled ? t('applicationFlow.notFound.title') : undefined} data-testid="application-not-found">
      <Text>{t('applicationFlow.notFound.body')}</Text>
      <Text mt="sm">
        <Link to={paths.applications} className={formClasses.link}>
          {t('applicationFlow.notFound.link')}
        </Link>
      </Text>
    </Alert>
  );
}

/**
 * What a part of the flow shows around its reads: its content once they are in, "not found" when the application is
 * not the caller's (`notFound`, no retry), a failure with a retry, else a loading line for screen readers (the shell's
 * overlay covers the page meanwhile).
 */
export function LoadState({
  failed,
  loaded,
  retry,
  notFound = false,
  children,
}: {
  failed: boolean;
  loaded: boolean;
  retry: () => void;
  notFound?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded) return <>{children}</>;
  if (failed && notFound) return <ApplicationNotFound />;
  if (failed) {
    return <LoadFailed testId="flow-load-failed" onRetry={retry} />;
  }
  return (
    <Text role="status" aria-live="polite">
      {t('shell.loading')}
    </Text>
  );
}
