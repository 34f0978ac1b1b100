import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { contract, type PendingRelation } from '@sanad/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useNavigate } from 'react-router';
import { paths, postLoginPath } from '../../../app/paths.ts';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { useForm } from '../../../components/form/use-form.ts';
import { DateText } from '../../../components/date-text.tsx';
import { LtrText } from '../../../components/ltr-text.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { saveSession, useSession } from '../../../lib/session.ts';
import details from '../../../components/details-list.module.css';
import { confirmRelation, loadCurrentUser, rejectAllPending, rejectRelation, usePendingRelations } from '../api/dependent-relation-api.ts';
import classes from './dependent-confirm-relation.screen.module.css';

type Load = { kind: 'loading' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; items: PendingRelation[] };

/**
 * An adult dependent confirms or rejects each applicant who declared them (spec §2). Once nothing is pending the
 * session is refreshed, so its `confirmRelationRequired` flag is current, and the post-login chain continues.
 */
export function DependentConfirmRelationScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const relations = usePendingRelations();
  const setItems = relations.setData;
  const load: Load = relations.data
    ? { kind: 'ready', items: relations.data }
    : relations.failed
      ? { kind: 'failed', error: relations.error }
      : { kind: 'loading' };
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PendingRelation | null>(null);
  const [rejectingAll, setRejectingAll] = useState(false);
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };

  const finish = useCallback(async () => {
    const user = await loadCurrentUser();
    saveSession(user);
    const next = postLoginPath(user);
    // Should the flag outlive the last decision, going home beats sending the user back here in a loop.
    await navigate(next === paths.dependentConfirmRelation ? paths.home : next, { replace: true });
  }, [navigate]);

  const remove = (ids: readonly string[]) => {
    if (load.kind !== 'ready') return;
    const items = load.items.filter((item) => !ids.includes(item.id));
    setItems(items);
    if (items.length === 0) void finish().catch((error: unknown) => toasts.show({ type: 'error', message: errorMessage(error, fallback) }));
  };

  const confirm = async (item: PendingRelation) => {
    setBusyId(item.id);
    try {
      await confirmRelation(item.id);
      toasts.show({ type: 'success', message: t('relation.confirmed', { name: applicantName(item, language) }) });
      remove([item.id]);
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    } finally {
      setBusyId(null);
    }
  };

  const rejectAll = async () => {
    if (!session || load.kind !== 'ready') return;
    setBusyId('*');
    try {
      await rejectAllPending(session.user.id);
      setRejectingAll(false);
      toasts.show({ type: 'success', message: t('relation.rejectedAll') });
      remove(load.items.map((item) => item.id));
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, fallback) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Stack gap="lg" data-testid="dependent-confirm-relation-screen">
      <PageHeading>{t('relation.title')}</PageHeading>
      <Text>{t('relation.intro')}</Text>
      {load.kind === 'loading' ? null : load.kind === 'failed' ? (
        <Alert color="red" title={t('relation.loadFailed')} role="alert">
          {errorMessage(load.error, fallback)}
        </Alert>
      ) : load.items.length === 0 ? (
        <Stack gap="md" align="flex-start">
          <Alert color="green" title={t('relation.noneTitle')}>
            {t('relation.none')}
          </Alert>
          <Button
            onClick={() => void finish().catch((error: unknown) => toasts.show({ type: 'error', message: errorMessage(error, fallback) }))}
          >
            {t('common.continue')}
          </Button>
        </Stack>
      ) : (
        <>
          <ul className={classes.list} aria-label={t('relation.listLabel')}>
            {load.items.map((item) => (
              <li key={item.id} className={formClasses.card} data-testid="relation-item">
                <h2 className={formClasses.sectionTitle}>{applicantName(item, language)}</h2>
                <dl className={`${details.details} ${classes.spaced}`}>
                  <dt>{t('relation.nationalId')}</dt>
                  <dd>
                    <LtrText>{item.applicantMaskedNin}</LtrText>
                  </dd>
                  <dt>{t('relation.relationship')}</dt>
                  <dd>{lookupName('relationship', item.relationship, language)}</dd>
                  <dt>{t('relation.requestedAt')}</dt>
                  <dd>
                    <DateText iso={item.requestedAt} />
                  </dd>
                </dl>
                <div className={formClasses.actions}>
                  <Button onClick={() => void confirm(item)} disabled={busyId !== null} data-testid="relation-confirm">
                    {t('relation.confirm')}
                  </Button>
                  <Button
                    variant="outline"
                    color="red"
                    onClick={() => setRejecting(item)}
                    disabled={busyId !== null}
                    data-testid="relation-reject"
                  >
                    {t('relation.reject')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="subtle"
              color="red"
              onClick={() => setRejectingAll(true)}
              disabled={busyId !== null}
              data-testid="relation-reject-all"
            >
              {t('relation.rejectAll')}
            </Button>
          </div>
        </>
      )}

      <RejectDialog
        item={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(item) => {
          setRejecting(null);
          toasts.show({ type: 'success', message: t('relation.rejected', { name: applicantName(item, language) }) });
          remove([item.id]);
        }}
      />
      <Modal
        opened={rejectingAll}
        onClose={() => setRejectingAll(false)}
        title={t('relation.rejectAllTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack gap="md">
          <Text>{t('relation.rejectAllBody')}</Text>
          <div className={formClasses.actions}>
            <Button color="red" onClick={() => void rejectAll()} disabled={busyId !== null} data-testid="relation-reject-all-confirm">
              {t('relation.rejectAllConfirm')}
            </Button>
            <Button variant="default" onClick={() => setRejectingAll(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Stack>
      </Modal>
    </Stack>
  );
}

function applicantName(item: PendingRelation, language: string): string {
  return language === 'ar' ? item.applicantNameAr || item.applicantNameEn : item.applicantNameEn || item.applicantNameAr;
}

/** The reason is required (3 to 300 characters, as the contract's path parameter allows). */
function RejectDialog({
  item,
  onClose,
  onRejected,
}: {
  item: PendingRelation | null;
  onClose: () => void;
  onRejected: (item: PendingRelation) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useForm({
    ids: { reason: 'relation-reject-reason' },
    initial: { reason: '' },
    schema: contract.dependentRelation.reject.params,
    toInput: (values) => ({ id: item?.id ?? '-', reason: values.reason }),
  });
  const reject = form.onSubmit(async (params) => {
    if (!item) return;
    await rejectRelation(params);
    form.reset({ reason: '' });
    onRejected(item);
  });

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('relation.rejectTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form noValidate onSubmit={(event) => void reject(event)} data-testid="relation-reject-form">
        <Stack gap="md">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          {item ? <Text>{t('relation.rejectBody', { name: applicantName(item, language) })}</Text> : null}
          <Textarea
            {...form.input('reason')}
            label={t('relation.reason')}
            description={t('relation.reasonHint')}
            required
            minRows={3}
            autosize
            maxLength={300}
          />
          <div className={formClasses.actions}>
            <Button type="submit" color="red" disabled={form.sending}>
              {t('relation.rejectConfirm')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
