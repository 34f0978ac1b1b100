import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { appealStatusTone, type AppealStatusCode } from '@sanad/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import formClasses from '../../../components/form/form.module.css';

/** Mantine colours of the spec §4 tones; dark shades read at axe contrast on the light variant. */
const toneColor = { success: 'green', danger: 'red', info: 'blue' } as const;

/** An appeal's status in words, coloured as spec §4 says: approved success, rejected danger, every other info. */
export function AppealStatusTag({ status }: { status: AppealStatusCode }) {
  const { t } = useTranslation();
  const tone = appealStatusTone(status);
  return (
    <Badge data-tone={tone} color={toneColor[tone]} variant="light" className={formClasses.wrapBadge} data-testid="appeal-status">
      {t(`appeals.status.${status}`)}
    </Badge>
  );
}
