import type { TamkeenOfferFilter, TamkeenOfferSummary } from '@sanad/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ReadState } from '../../../components/cycle/read-state.tsx';
import { RequestsPage, type RequestsPageWords } from '../../../components/cycle/requests-page.tsx';
import type { DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import hidden from '../../../components/visually-hidden.module.css';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { itemName, lookupName } from '../../../lib/lookups.ts';
import { searchWithParam } from '../../../lib/search-params.ts';
import { useClassification } from '../api/tamkeen-api.ts';
import { useOfferDetails, useOffers, useTamkeenLookups } from '../api/tamkeen-offers-api.ts';
import { OfferDetailsSection } from '../components/offer-details.tsx';
import { OfferFilter } from '../components/offer-filter.tsx';
import { OfferStatusTag } from '../components/offer-status-tag.tsx';

const words: RequestsPageWords = {
  title: 'tamkeen.offers.title',
  intro: 'tamkeen.offers.intro',
  loading: 'tamkeen.offers.loading',
  notAllowed: 'tamkeen.notEnrolled.exempt',
  listTitle: 'tamkeen.offers.list.title',
  listCaption: 'tamkeen.offers.list.caption',
  listEmpty: 'tamkeen.offers.list.empty',
};

/**
 * /tamkeen/job-offers (spec §2; decision 071): the job offers partners made the person, newest first, with a filter
 * by status, type and city; `?id=` opens one with its details and, while open, the answer (accept with a code to the
 * mobile, or decline with a reason). A person not enrolled (EXEMPT) is told so without a call the server would refuse.
 */
export function JobOffersScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const classification = useClassification();
  const allowed = classification.data?.classification !== 'EXEMPT';
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<TamkeenOfferFilter>({});
  const offers = useOffers(allowed && classification.data !== undefined, page, filter);
  const lookups = useTamkeenLookups();
  const [params] = useSearchParams();
  const chosen = params.get('id');
  const details = useOfferDetails(allowed ? chosen : null);
  const title = (row: TamkeenOfferSummary) => (language === 'ar' ? row.titleAr : row.titleEn);
  const typeName = (code: string) => {
    const item = lookups?.opportunityType.find((entry) => entry.code === code);
    return item ? itemName(item, language) : code;
  };

  const columns: DataColumn<TamkeenOfferSummary>[] = [
    { key: 'title', header: t('tamkeen.offers.list.opportunity'), cell: (row) => <span data-testid="offer-title">{title(row)}</span> },
    {
      key: 'partner',
      header: t('tamkeen.offers.list.partner'),
      cell: (row) => (language === 'ar' ? row.partner.nameAr : row.partner.nameEn),
    },
    { key: 'type', header: t('tamkeen.offers.list.type'), cell: (row) => typeName(row.opportunityType) },
    { key: 'city', header: t('tamkeen.offers.list.city'), cell: (row) => lookupName('cities', row.city, language) },
    { key: 'deadline', header: t('tamkeen.offers.list.deadline'), cell: (row) => <DateText iso={row.deadline} /> },
    { key: 'status', header: t('tamkeen.offers.list.status'), cell: (row) => <OfferStatusTag status={row.status} /> },
    {
      key: 'open',
      header: t('tamkeen.offers.list.details'),
      cell: (row) => (
        <Link to={{ search: searchWithParam(params, 'id', row.id) }} className={formClasses.link} data-testid="offer-open">
          {t('tamkeen.offers.list.open')} <span className={hidden.hidden}>{t('tamkeen.offers.list.openWhich', { title: title(row) })}</span>
        </Link>
      ),
    },
  ];

  return (
    <RequestsPage
      testId="offers"
      words={words}
      allowed={allowed}
      list={offers}
      columns={columns}
      onPage={setPage}
      backTo={paths.tamkeen}
      details={
        <>
          {chosen ? (
            <ReadState state={details} loading={t('tamkeen.offers.loading')} failedTestId="offer-details-failed">
              {(offer) => (
                <OfferDetailsSection
                  offer={offer}
                  lookups={lookups}
                  back={
                    <Link to={{ search: searchWithParam(params, 'id', null) }} className={formClasses.link}>
                      {t('tamkeen.offers.details.close')}
                    </Link>
                  }
                />
              )}
            </ReadState>
          ) : null}
          <OfferFilter
            types={lookups?.opportunityType ?? []}
            onApply={(next) => {
              setFilter(next);
              setPage(0);
            }}
          />
        </>
      }
    />
  );
}
