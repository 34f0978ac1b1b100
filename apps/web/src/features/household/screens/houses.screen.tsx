import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type Dependent, type House, type LookupItem, type ValidateDelete } from '@sanad/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import formClasses from '../../../components/form/form.module.css';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { isApiRequestError } from '../../../lib/api-error.ts';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { loadCities, loadRegions } from '../../../lib/regions.ts';
import { actingForName, hasAuthority, useSession } from '../../../lib/session.ts';
import { deleteDependent, deleteHouse, useHousehold, validateDeleteDependent } from '../api/household-api.ts';
import { DependentForm, dependentName, houseName } from '../components/dependent-form.tsx';
import { DependentsTable } from '../components/dependents-table.tsx';
import { houseAddressLine } from '../components/house-address.ts';
import { HouseForm } from '../components/house-form.tsx';
import { TransferHead } from '../components/transfer-head.tsx';
import classes from './houses.screen.module.css';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApplicantOnlyNotice } from '../../../components/applicant-only-notice.tsx';

type Editing = { kind: 'house'; house: House | null } | { kind: 'dependent'; dependent: Dependent | null } | null;
type Removing = { kind: 'house'; house: House } | { kind: 'dependent'; dependent: Dependent; check: ValidateDelete } | null;

/**
 * The household (spec §2 /houses, DOMAIN.md "Household"): the applicant's houses with their national addresses,
 * the dependents and where each lives, custody and relation confirmations, and handing the household to an adult
 * dependent. Only an applicant manages a household: anyone else is told so and no applicant-only call is made
 * (a 403 would end their session). A dependent acting for the applicant (emergency login) may keep the houses and
 * dependents up to date, but the server refuses them removing a household member or transferring the head
 * (NOT_ALLOWED_FOR_STAND_IN, contract `standIn: 'refused'`): those are not offered, and the transfer says why.
 */
export function HousesScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const session = useSession();
  const applicant = hasAuthority(session, 'APPLICANT');
  const standIn = session?.user.emergencyLogin === true;
  // Whose relationships the table names while a dependent acts for the applicant.
  const actingFor = actingForName(session, language);
  // The server's limit of houses (null when the configuration could not be loaded: create still says so then).
  const maxHouses = useAppConfig()?.household.maxHouses ?? null;
  const { household, failed, reload } = useHousehold(applicant);
  const [places, setPlaces] = useState<{ regions: LookupItem[]; cities: LookupItem[] }>({ regions: [], cities: [] });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);

  useEffect(() => {
    if (!applicant) return;
    let live = true;
    Promise.all([loadRegions(), loadCities()])
      .then(([regions, cities]) => {
        if (live) setPlaces({ regions, cities });
      })
      .catch(() => {
        // Codes are shown instead of names; the address form reports the failure itself.
      });
    return () => {
      live = false;
    };
  }, [applicant]);

  const refresh = async () => {
    try {
      await reload();
    } catch {
      toasts.show({ type: 'error', message: t('common.loadFailed') });
    }
  };

  const saved = async (message: string) => {
    setEditing(null);
    toasts.show({ type: 'success', message });
    await refresh();
  };

  const askRemoveDependent = async (dependent: Dependent) => {
    try {
      const check = await validateDeleteDependent(dependent.id);
      setRemoving({ kind: 'dependent', dependent, check });
    } catch (error) {
      toasts.show({ type: 'error', message: isApiRequestError(error) ? error.message : t('errors.unexpected') });
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      if (removing.kind === 'house') {
        await deleteHouse(removing.house.id);
        toasts.show({ type: 'success', message: t('household.house.deleted') });
      } else {
        await deleteDependent(removing.dependent.id);
        toasts.show({ type: 'success', message: t('household.dependent.removed', { name: dependentName(removing.dependent, language) }) });
      }
      setRemoving(null);
      await refresh();
    } catch (error) {
      setRemoving(null);
      toasts.show({ type: 'error', message: isApiRequestError(error) ? error.message : t('errors.unexpected') });
    }
  };

  if (!applicant) {
    return (
      <ApplicantOnlyNotice backTo={paths.home} screenTestId="houses" title={t('household.title')} message={t('household.notApplicant')} />
    );
  }

  if (!household) {
    return (
      <Stack gap="lg" data-testid="houses-screen">
        <PageHeading>{t('household.title')}</PageHeading>
        {failed ? (
          <LoadFailed testId="houses-load-failed" onRetry={() => void refresh()} />
        ) : (
          <Text aria-live="polite">{t('shell.loading')}</Text>
        )}
      </Stack>
    );
  }

  const { houses, dependents } = household;
  const custodyMissing = dependents.filter((dependent) => dependent.custodyRequired && dependent.custody === null).length;
  const homeless = dependents.filter((dependent) => dependent.houseId === null).length;
  // At the limit a new house can only be refused: say so instead of offering a form that cannot be saved.
  const reachedLimit = maxHouses !== null && houses.length >= maxHouses ? maxHouses : null;

  return (
    <Stack gap="lg" data-testid="houses-screen">
      <PageHeading>{t('household.title')}</PageHeading>
      <Text>{t('household.intro')}</Text>
      {custodyMissing + homeless > 0 ? (
        <Alert color="orange" data-testid="household-gaps">
          <ul className={classes.gaps}>
            {homeless > 0 ? <li>{t('household.gaps.noHouse', { count: homeless })}</li> : null}
            {custodyMissing > 0 ? <li>{t('household.gaps.custody', { count: custodyMissing })}</li> : null}
          </ul>
        </Alert>
      ) : null}

      <section className={formClasses.card} aria-labelledby="houses-title">
        <Group justify="space-between" align="center" mb="sm">
          <h2 id="houses-title" className={formClasses.sectionTitle}>
            {t('household.houses.title')}
          </h2>
          {editing?.kind === 'house' || reachedLimit !== null ? null : (
            <Button onClick={() => setEditing({ kind: 'house', house: null })} data-testid="house-add">
              {t('household.house.add')}
            </Button>
          )}
        </Group>
        {reachedLimit !== null ? (
          <Text mb="sm" data-testid="house-limit">
            {t('household.house.limitReached', { maximum: reachedLimit })}
          </Text>
        ) : null}
        {editing?.kind === 'house' && editing.house === null ? (
          <div className={classes.editor}>
            <h3 className={classes.editorTitle}>{t('household.house.addTitle')}</h3>
            <HouseForm house={null} onSaved={() => void saved(t('household.house.added'))} onCancel={() => setEditing(null)} />
          </div>
        ) : null}
        {houses.length === 0 ? (
          <Text c="dimmed" data-testid="houses-empty">
            {t('household.houses.empty')}
          </Text>
        ) : (
          <ul className={classes.houses} data-testid="houses-list">
            {houses.map((house, index) => (
              <li key={house.id} className={classes.house} data-testid="house-card">
                {editing?.kind === 'house' && editing.house?.id === house.id ? (
                  <>
                    <h3 className={classes.editorTitle}>{t('household.house.editTitle', { name: houseName(house, index, t) })}</h3>
                    <HouseForm house={house} onSaved={() => void saved(t('household.house.saved'))} onCancel={() => setEditing(null)} />
                  </>
                ) : (
                  <>
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <h3 className={classes.houseTitle}>{houseName(house, index, t)}</h3>
                      <Badge variant="light">{lookupName('houseOwnership', house.ownership, language)}</Badge>
                    </Group>
                    <Text>{houseAddressLine(house, places, language)}</Text>
                    <Text size="sm" c="dimmed">
                      {t('household.house.residents', { count: house.residentsCount })}
                      {house.yearlyRent !== null
                        ? ` · ${t('household.house.rentIs', { amount: formatMoney(house.yearlyRent, language) })}`
                        : ''}
                    </Text>
                    <div className={formClasses.actions}>
                      <Button size="xs" variant="default" onClick={() => setEditing({ kind: 'house', house })} data-testid="house-edit">
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving({ kind: 'house', house })}
                        data-testid="house-delete"
                      >
                        {t('household.house.delete')}
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={formClasses.card} aria-labelledby="dependents-title">
        <Group justify="space-between" align="center" mb="sm">
          <h2 id="dependents-title" className={formClasses.sectionTitle}>
            {t('household.dependents.title')}
          </h2>
          {editing?.kind === 'dependent' ? null : (
            <Button onClick={() => setEditing({ kind: 'dependent', dependent: null })} data-testid="dependent-add">
              {t('household.dependent.add')}
            </Button>
          )}
        </Group>
        {editing?.kind === 'dependent' ? (
          <div className={classes.editor}>
            <h3 className={classes.editorTitle}>
              {editing.dependent
                ? t('household.dependent.editTitle', { name: dependentName(editing.dependent, language) })
                : t('household.dependent.addTitle')}
            </h3>
            <DependentForm
              dependent={editing.dependent}
              houses={houses}
              onSaved={(dependent) =>
                void saved(
                  editing.dependent
                    ? t('household.dependent.saved')
                    : dependent.relationStatus === 'PENDING'
                      ? t('household.dependent.addedPending', { name: dependentName(dependent, language) })
                      : t('household.dependent.added', { name: dependentName(dependent, language) }),
                )
              }
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : null}
        <DependentsTable
          dependents={dependents}
          houses={houses}
          actingFor={actingFor}
          onEdit={(dependent) => setEditing({ kind: 'dependent', dependent })}
          onRemove={standIn ? undefined : (dependent) => void askRemoveDependent(dependent)}
          onChanged={refresh}
        />
        <ul className={formClasses.links}>
          <li>
            <Link to={paths.unifiedProfile}>{t('household.profileLink')}</Link>
          </li>
        </ul>
      </section>

      <section className={formClasses.card} aria-labelledby="transfer-title">
        <h2 id="transfer-title" className={formClasses.sectionTitle}>
          {t('household.transfer.title')}
        </h2>
        <TransferHead key={dependents.map((dependent) => dependent.id).join()} dependents={dependents} />
      </section>

      {removing?.kind === 'dependent' && !removing.check.canDelete ? (
        <ConfirmDialog
          opened
          title={t('household.dependent.cannotRemoveTitle')}
          confirmLabel={t('common.close')}
          danger={false}
          cancelable={false}
          onConfirm={() => setRemoving(null)}
          onClose={() => setRemoving(null)}
        >
          <ul data-testid="dependent-remove-blocked">
            {removing.check.reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          opened={removing !== null}
          title={removing?.kind === 'house' ? t('household.house.deleteTitle') : t('household.dependent.removeTitle')}
          confirmLabel={removing?.kind === 'house' ? t('household.house.delete') : t('household.dependent.remove')}
          onConfirm={remove}
          onClose={() => setRemoving(null)}
        >
          {removing?.kind === 'house'
            ? t('household.house.deleteBody', { name: houseName(removing.house, houses.indexOf(removing.house), t) })
            : removing?.kind === 'dependent'
              ? t('household.dependent.removeBody', { name: dependentName(removing.dependent, language) })
              : ''}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
