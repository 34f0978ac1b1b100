import { Button, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n.tsx';
import classes from './pager.module.css';

/** The page numbers shown: all of them up to seven, else the first, the last and the two around the current one. */
function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index);
  const wanted = new Set([0, pages - 1, page - 1, page, page + 1].filter((index) => index >= 0 && index < pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((index, position) => {
    const before = sorted[position - 1];
    if (before !== undefined && index - before > 1) out.push(null);
    out.push(index);
  });
  return out;
}

/**
 * The pages of a list (the GOV.UK pagination pattern): previous and next, the page numbers with the current one
 * marked `aria-current`, and which rows are shown. Pages are counted from 0 here and shown from 1.
 */
export function Pager({
  label,
  page,
  pages,
  from,
  to,
  total,
  onPage,
  testId,
}: {
  /** Names the navigation landmark (several lists may page on one screen). */
  label: string;
  page: number;
  pages: number;
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={classes.pager} data-testid={testId}>
      <ul className={classes.pages}>
        <li>
          <Button variant="default" size="xs" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('table.previous')}
          </Button>
        </li>
        {pageNumbers(page, pages).map((index, position) =>
          index === null ? (
            <li key={`gap-${position}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={index}>
              <Button
                variant={index === page ? 'filled' : 'default'}
                size="xs"
                aria-current={index === page ? 'page' : undefined}
                aria-label={t('table.page', { page: index + 1 })}
                onClick={() => onPage(index)}
              >
                {index + 1}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="default" size="xs" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
            {t('table.next')}
          </Button>
        </li>
      </ul>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table.range', { from, to, total })}
      </Text>
    </nav>
  );
}
