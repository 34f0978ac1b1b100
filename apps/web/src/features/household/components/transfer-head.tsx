import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Dependent } from '@sanad/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LookupSelect } from '../../../components/form/lookup-select.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { toasts } from '../../../components/toast/toast-store.ts';
import { ApiRequestError, isApiRequestError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { saveSession, useSession } from '../../../lib/session.ts';
import { transferToHoh } from '../api/household-api.ts';
import { dependentName } from './dependent-form.tsx';

/**
 * A refusal of the transfer with its field errors on the form's selects: the API names the relationships by their
 * place in the list it received (`body.relationships.0.relationship`), the form by the dependent they are about.
 */
function onRelationshipFields(error: unknown, sent: readonly Dependent[]): unknown {
  if (!isApiRequestError(error) || !error.body.fieldErrors) return error;
  const fieldErrors = error.body.fieldErrors.map((fieldError) => {
    const match = /^body\.relationships\.(\d+)(?:\.\w+)?$/.exec(fieldError.field);
    const dependent = match ? sent[Number(match[1])] : undefined;
    return dependent ? { ...fieldError, field: `relationship-${dependent.id}` } : fieldError;
  });
  return new ApiRequestError(error.status, { ...error.body, fieldErrors }, error.endpoint);
}

/** Who can take the household over: an adult with an account who confirmed the relation (DOMAIN.md). */
export function canHeadHousehold(dependent: Dependent): boolean {
  return dependent.adult && dependent.hasAccount && dependent.relationStatus === 'CONFIRMED';
}

/**
 * Hand the household to an adult dependent. Relationships are always to the head, so the applicant says how they
 * and every other dependent relate to the new head. After the transfer this account is a dependent: the session is
 * replaced by the one the server answers and the user goes home, where the applicant-only screens are gone.
 * During an emergency login the server refuses the transfer (NOT_ALLOWED_FOR_STAND_IN), as it does removing a
 * household member: the form gives way to the reason, which names both.
 */
export function TransferHead({ dependents }: { dependents: readonly Dependent[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const emergencyLogin = useSession()?.user.emergencyLogin === true;
  const candidates = dependents.filter(canHeadHousehold);
  const [confirming, setConfirming] = useState(false);

  const others = (newHead: string) => dependents.filter((dependent) => dependent.id !== newHead);
  const ids: Record<string, string> = { dependentId: 'transfer-new-head', formerHeadRelationship: 'transfer-former-head' };
  for (const dependent of dependents) ids[`relationship-${dependent.id}`] = `transfer-relationship-${dependent.id}`;
  const initial: Record<string, string> = {};
  for (const name of Object.keys(ids)) initial[name] = '';

  const form = useForm<string>({
    ids,
    initial,
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (values.dependentId === '') errors.dependentId = t('household.transfer.chooseNewHead');
      if (values.formerHeadRelationship === '') errors.formerHeadRelationship = t('household.transfer.chooseRelationship');
      for (const dependent of others(values.dependentId ?? '')) {
        if (values[`relationship-${dependent.id}`] === '')
          errors[`relationship-${dependent.id}`] = t('household.transfer.chooseRelationship');
      }
      return errors;
    },
  });

  const transfer = async () => {
    const values = form.values;
    const newHead = values.dependentId ?? '';
    const sent = others(newHead);
    const user = await transferToHoh({
      dependentId: newHead,
      formerHeadRelationship: values.formerHeadRelationship ?? '',
      relationships: sent.map((dependent) => ({
        dependentId: dependent.id,
        relationship: values[`relationship-${dependent.id}`] ?? '',
      })),
    }).catch((error: unknown) => {
      throw onRelationshipFields(error, sent);
    });
    saveSession(user);
    toasts.show({ type: 'success', message: t('household.transfer.done') });
    await navigate(paths.home, { replace: true });
  };

  const submit = form.onSubmit(() => setConfirming(true));

  if (emergencyLogin) {
    return (
      <Alert color="blue" title={t('household.transfer.emergencyTitle')} data-testid="transfer-emergency">
        {t('household.transfer.emergency')}
      </Alert>
    );
  }
  if (candidates.length === 0) {
    return <Text data-testid="transfer-none">{t('household.transfer.none')}</Text>;
  }
  const newHead = candidates.find((dependent) => dependent.id === form.values.dependentId);
  const candidateItems = candidates.map((dependent) => ({
    code: dependent.id,
    nameAr: dependent.nameAr,
    nameEn: dependent.nameEn,
    parentCode: null,
  }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="transfer-form">
      <Stack gap="md">
        <ErrorSummary errors={form.summary} attempt={form.attempt} />
        <Alert color="orange">{t('household.transfer.warning')}</Alert>
        <div className={formClasses.grid}>
          <LookupSelect {...form.select('dependentId')} items={candidateItems} label={t('household.transfer.newHead')} required />
          <LookupSelect
            {...form.select('formerHeadRelationship')}
            group="relationship"
            label={t('household.transfer.formerHead')}
            required
          />
        </div>
        {newHead
          ? others(newHead.id).map((dependent) => (
              <LookupSelect
                key={dependent.id}
                {...form.select(`relationship-${dependent.id}`)}
                group="relationship"
                label={t('household.transfer.relationshipOf', {
                  name: dependentName(dependent, language),
                  head: dependentName(newHead, language),
                })}
                required
              />
            ))
          : null}
        <div className={formClasses.actions}>
          <Button type="submit" color="red" variant="outline" data-testid="transfer-submit">
            {t('household.transfer.submit')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('household.transfer.confirmTitle')}
        confirmLabel={t('household.transfer.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await transfer();
          } catch (error) {
            setConfirming(false);
            form.showError(error);
          }
        }}
      >
        {t('household.transfer.confirmBody', { name: newHead ? dependentName(newHead, language) : '' })}
      </ConfirmDialog>
    </form>
  );
}
