import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The way back to the /tamkeen dashboard at the foot of a tamkeen screen. */
export function BackToTamkeen() {
  const { t } = useTranslation();
  return (
    <div>
      <Button component={Link} to={paths.tamkeen} variant="default">
        {t('tamkeen.plan.back')}
      </Button>
    </div>
  );
}
