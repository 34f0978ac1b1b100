import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { Dependent, House } from '@sanad/contract';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import hidden from '../../../components/visually-hidden.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { isApiRequestError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { saveHouseResident } from '../api/household-api.ts';
import { dependentName, houseChoices, houseName } from './dependent-form.tsx';

const relationColors = { PENDING: 'orange', CONFIRMED: 'green', REJECTED: 'red' } as const;

/**
 * The household's dependents: who they are, how they relate to the applicant, where they live, whether an adult
 * with an account confirmed the relation, custody where it must be given, and what the applicant can do with each.
 * A dependent who lives in no house yet gets a house choice right in the row: that gap keeps the profile open.
 * During an emergency login (`actingFor`: the applicant's name) the relationships are named as the applicant's,
 * not the reader's, and without `onRemove` (the server refuses a stand-in's removal) no row offers to remove.
 */
export function DependentsTable({
  dependents,
  houses,
  actingFor = null,
  onEdit,
  onRemove,
  onChanged,
}: {
  dependents: readonly Dependent[];
  houses: readonly House[];
  actingFor?: string | null;
  onEdit: (dependent: Dependent) => void;
  onRemove?: ((dependent: Dependent) => void) | undefined;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const houseItems = houseChoices(houses, (house, index) => houseName(house, index, t));

  const moveTo = async (dependent: Dependent, houseId: string) => {
    if (houseId === '') return;
    try {
      await saveHouseResident({ dependentId: dependent.id, houseId });
      toasts.show({ type: 'success', message: t('household.dependent.houseSaved', { name: dependentName(dependent, language) }) });
      await onChanged();
    } catch (error) {
      toasts.show({ type: 'error', message: isApiRequestError(error) ? error.message : t('errors.unexpected') });
    }
  };

  const columns: DataColumn<Dependent>[] = [
    {
      key: 'name',
      header: t('household.dependent.name'),
      // One element per cell: on a phone the cell is a grid of the column name and one value (data-table.module.css).
      cell: (dependent) => (
        <div>
          <Text fw={600}>{dependentName(dependent, language)}</Text>
          <Text size="sm" c="dimmed">
            <LtrText>{dependent.maskedNin}</LtrText>
          </Text>
        </div>
      ),
    },
    {
      key: 'relationship',
      header: actingFor ? t('household.dependent.relationshipTo', { name: actingFor }) : t('household.dependent.relationship'),
      cell: (d) => lookupName('relationship', d.relationship, language),
    },
    { key: 'age', header: t('household.dependent.age'), cell: (d) => d.age },
    {
      key: 'house',
      header: t('household.dependent.house'),
      cell: (dependent) => {
        const index = houses.findIndex((house) => house.id === dependent.houseId);
        const house = houses[index];
        if (house) return houseName(house, index, t);
        // No house to choose yet: an empty choice would be a dead control.
        if (houses.length === 0) {
          return <Text size="sm">{t('household.dependent.noHouseYet')}</Text>;
        }
        return (
          <LookupSelect
            aria-label={t('household.dependent.chooseHouseFor', { name: dependentName(dependent, language) })}
            items={houseItems}
            value=""
            onChange={(event) => void moveTo(dependent, event.currentTarget.value)}
            error={t('household.dependent.noHouse')}
            size="xs"
          />
        );
      },
    },
    {
      key: 'relation',
      header: t('household.dependent.relation'),
      cell: (dependent) =>
        dependent.relationStatus === 'NOT_REQUIRED' ? (
          <Text size="sm" c="dimmed">
            {t('household.relation.NOT_REQUIRED')}
          </Text>
        ) : (
          <div>
            <Badge
              color={relationColors[dependent.relationStatus]}
              variant="light"
              className={formClasses.wrapBadge}
              data-testid="dependent-relation-status"
            >
              {t(`household.relation.${dependent.relationStatus}`)}
            </Badge>
            {dependent.relationRejectReason ? <Text size="sm">{dependent.relationRejectReason}</Text> : null}
          </div>
        ),
    },
    {
      key: 'custody',
      header: t('household.dependent.custody'),
      cell: (dependent) => {
        if (!dependent.custodyRequired) return '—';
        if (dependent.custody === null) {
          return (
            <Badge color="orange" variant="light" className={formClasses.wrapBadge}>
              {t('household.dependent.custodyMissing')}
            </Badge>
          );
        }
        return t(`household.custody.${dependent.custody}`);
      },
    },
    {
      key: 'actions',
      header: t('household.actions'),
      cell: (dependent) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onEdit(dependent)} data-testid="dependent-edit">
            {t('common.edit')}
            <span className={hidden.hidden}> {dependentName(dependent, language)}</span>
          </Button>
          {onRemove ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(dependent)} data-testid="dependent-remove">
              {t('household.dependent.remove')}
              <span className={hidden.hidden}> {dependentName(dependent, language)}</span>
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('household.dependents.title')}
      columns={columns}
      rows={dependents}
      rowKey={(dependent) => dependent.id}
      empty={t('household.dependents.empty')}
      testId="dependents-table"
    />
  );
}
