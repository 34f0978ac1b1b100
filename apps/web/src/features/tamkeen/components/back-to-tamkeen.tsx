import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import formClasses from '../../../components/form/form.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The way back to the /tamkeen dashboard at the foot of a tamkeen screen, after the screen's own actions if any. */
export function BackToTamkeen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={formClasses.actions}>
      {children}
      <Button component={Link} to={paths.tamkeen} variant="default">
        {t('tamkeen.back')}
      </Button>
    </div>
  );
}
