import type { ApplicationCycleSummary } from '@sanad/contract';
import { Link } from 'react-router';
import { appealPath, raiseAppealPath, type AppealSubjectQuery } from '../../../app/paths.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { formatPeriod } from '../../../lib/period.ts';
import { standingAppeal, useAppealedOf, type AppealTarget } from '../../../components/appeal/standing-appeal.ts';

type MonthHouse = NonNullable<ApplicationCycleSummary['result']>['houses'][number];

interface Offer {
  key: string;
  target: AppealTarget;
  raise: AppealSubjectQuery;
  label: string;
  /** What is appealed, in words, for the link to an appeal already standing on it. */
  subject: string;
}

/**
 * The appeal links of a published month with an ineligible house (decision 060), as list items: each ineligible house
 * on its first reason and, when every house of a household with several was left out, the whole month. A subject
 * already under appeal (open or approved) links to that appeal with its status instead, so /home never offers an
 * appeal the server would refuse.
 */
export function MonthAppealLinks({ summary, houses }: { summary: ApplicationCycleSummary; houses: readonly MonthHouse[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const appealed = useAppealedOf(summary.applicationId);
  const month = formatPeriod(summary.period, language);
  const base = { application: summary.applicationId, period: summary.period };
  const offers: Offer[] = [];
  const ineligible = houses.filter((house) => house.outcome === 'INELIGIBLE' && house.reasons.length > 0);
  if (houses.length > 1 && ineligible.length === houses.length) {
    offers.push({
      key: 'month',
      target: { type: 'CYCLE', period: summary.period },
      raise: { type: 'CYCLE', ...base, reason: ineligible[0]?.reasons[0]?.code ?? '' },
      label: t('homeCycle.appealMonth', { month }),
      subject: t('homeCycle.subjectMonth', { month }),
    });
  }
  houses.forEach((house, index) => {
    const reason = house.reasons[0]?.code;
    if (house.outcome !== 'INELIGIBLE' || !reason) return;
    offers.push({
      key: house.houseId,
      target: { type: 'HOUSE', period: summary.period, houseId: house.houseId },
      raise: { type: 'HOUSE', ...base, house: house.houseId, reason },
      label:
        houses.length === 1
          ? t('homeCycle.appeal', { month })
          : t('homeCycle.appealHouse', { month, number: index + 1, total: houses.length }),
      subject: houses.length === 1 ? month : t('homeCycle.subjectHouse', { month, number: index + 1, total: houses.length }),
    });
  });
  // Until the appeals are known no link is offered: a raise link that turns into "appealed" would be a dead end.
  if (!appealed.data) return null;
  return offers.map((offer) => {
    const standing = standingAppeal(appealed.data, offer.target);
    return (
      <li key={`appeal-${offer.key}`}>
        {standing ? (
          <Link to={appealPath(standing.id)} data-testid="home-month-appealed">
            {t('homeCycle.appealed', { subject: offer.subject, status: t(`appeals.status.${standing.status}`) })}
          </Link>
        ) : (
          <Link to={raiseAppealPath(offer.raise)} data-testid="home-month-appeal">
            {offer.label}
          </Link>
        )}
      </li>
    );
  });
}
