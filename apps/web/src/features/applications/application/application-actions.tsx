import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Button, Checkbox, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import type { ApplicationDetails, ReapplyKind } from '@sanad/contract';
import { validationMessage } from '@sanad/contract/client';
import { useState } from 'react';
import { Link } from 'react-router';
import { applicationStepPath, paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import formClasses from '../../../components/form/form.module.css';
import { toasts } from '../../../components/toast/toast-store.ts';
import { UploadLeaveGuard, useUploadGate } from '../../../components/upload/upload-gate.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { nameIn } from '../../../lib/names.ts';
import {
  cancelSubmit,
  manualReapply,
  resumePayment,
  submitEdit,
  useHousesDependents,
  withdrawApplication,
  type ReapplyRequest,
} from '../api/application-flow-api.ts';
import { DocumentsPanel, documentsInputId } from '../flow/documents-panel.tsx';
import { houseTitle } from '../flow/houses-step.tsx';

type Dialog = 'cancel' | 'withdraw' | 'resume' | 'reapply' | null;

/** The id prefix of the edit-documents panel (its file input is the error summary's link). */
const editDocumentsPrefix = 'edit-documents';

/** The longest reason the server takes (withdraw, manual reapply). */
const reasonMaxLength = 500;

/**
 * Only the actions the application's state allows (`allowedActions`): continue a draft, cancel a submission, withdraw
 * (stating the ban that follows), resume payment after re-confirming the data, answer a request for documents, and
 * ask for a new study (manual reapply, in its four variants).
 */
export function ApplicationActions({ data }: { data: ApplicationDetails }) {
  const { t } = useTranslation();
  const { summary } = data;
  const allowed = new Set(summary.allowedActions);
  const [dialog, setDialog] = useState<Dialog>(null);
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };
  const fail = (error: unknown) => toasts.show({ type: 'error', message: errorMessage(error, fallback) });
  const close = () => setDialog(null);

  const buttons = [
    allowed.has('EDIT_DRAFT') ? (
      <Button key="edit" component={Link} to={applicationStepPath(summary.id, 1)} data-testid="action-edit-draft">
        {t('applicationFlow.actions.editDraft')}
      </Button>
    ) : null,
    allowed.has('SUBMIT') ? (
      <Button key="submit" component={Link} to={applicationStepPath(summary.id, 5)} variant="default" data-testid="action-submit">
        {t('applicationFlow.actions.reviewSubmit')}
      </Button>
    ) : null,
    allowed.has('CANCEL_SUBMIT') ? (
      <Button key="cancel" variant="default" color="red" onClick={() => setDialog('cancel')} data-testid="action-cancel-submit">
        {t('applicationFlow.actions.cancelSubmit')}
      </Button>
    ) : null,
    allowed.has('RESUME_PAYMENT') ? (
      <Button key="resume" onClick={() => setDialog('resume')} data-testid="action-resume-payment">
        {t('applicationFlow.actions.resumePayment')}
      </Button>
    ) : null,
    allowed.has('MANUAL_REAPPLY') ? (
      <Button key="reapply" variant="default" onClick={() => setDialog('reapply')} data-testid="action-manual-reapply">
        {t('applicationFlow.actions.manualReapply')}
      </Button>
    ) : null,
    allowed.has('WITHDRAW') ? (
      <Button key="withdraw" variant="subtle" color="red" onClick={() => setDialog('withdraw')} data-testid="action-withdraw">
        {t('applicationFlow.actions.withdraw')}
      </Button>
    ) : null,
  ].filter((button) => button !== null);

  if (buttons.length === 0 && !allowed.has('EDIT_DOCUMENTS')) return null;

  return (
    <section className={formClasses.card} aria-labelledby="application-actions" data-testid="application-actions">
      <h2 id="application-actions" className={formClasses.sectionTitle}>
        {t('applicationFlow.actions.title')}
      </h2>
      <Stack gap="md">
        {buttons.length > 0 ? <div className={formClasses.actions}>{buttons}</div> : null}
        {allowed.has('EDIT_DOCUMENTS') ? <EditDocuments data={data} onFailure={fail} /> : null}
      </Stack>

      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('applicationFlow.cancel.title')}
        confirmLabel={t('applicationFlow.cancel.confirm')}
        onClose={close}
        onConfirm={async () => {
          try {
            await cancelSubmit(summary.id);
            close();
            toasts.show({ type: 'success', message: t('applicationFlow.cancel.done') });
          } catch (error) {
            fail(error);
          }
        }}
      >
        {t('applicationFlow.cancel.body', { number: summary.number })}
      </ConfirmDialog>

      {dialog === 'withdraw' ? (
        <WithdrawDialog applicationId={summary.id} banDays={data.withdrawBanDays} onClose={close} onDone={close} />
      ) : null}
      {dialog === 'resume' ? <ResumeDialog applicationId={summary.id} onClose={close} onFailure={fail} /> : null}
      {dialog === 'reapply' ? (
        <ReapplyDialog applicationId={summary.id} kinds={summary.reapplyKinds ?? allReapplyKinds} onClose={close} />
      ) : null}
    </section>
  );
}

/** A reason field's message, or undefined when it will do. */
function reasonProblem(reason: string, language: 'ar' | 'en'): string | undefined {
  if (reason.trim() === '') return validationMessage('required', language);
  if (reason.trim().length > reasonMaxLength) return validationMessage('max_length', language, { maximum: reasonMaxLength });
  return undefined;
}

/**
 * Withdraw: the applicant's reason, and the ban that follows stated before they confirm (its length is the server's
 * `application.withdrawBanDays`, sent with the details); once withdrawn, the page shows the days left
 * (remaining-ban-period), as it does on every later visit.
 */
function WithdrawDialog({
  applicationId,
  banDays,
  onClose,
  onDone,
}: {
  applicationId: string;
  banDays: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };
  return (
    <ConfirmDialog
      opened
      title={t('applicationFlow.withdraw.title')}
      confirmLabel={t('applicationFlow.withdraw.confirm')}
      onClose={onClose}
      onConfirm={async () => {
        const found = reasonProblem(reason, language);
        setProblem(found);
        if (found) return;
        try {
          await withdrawApplication({ applicationId, reason: reason.trim() });
        } catch (error) {
          setProblem(errorMessage(error, fallback));
          return;
        }
        toasts.show({ type: 'success', message: t('applicationFlow.withdraw.done') });
        onDone();
      }}
    >
      <Stack gap="sm">
        <Text fw={700} data-testid="withdraw-ban">
          {t('applicationFlow.withdraw.ban', { count: banDays })}
        </Text>
        <Textarea
          id="withdraw-reason"
          label={t('applicationFlow.withdraw.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblem(undefined);
          }}
          error={problem}
          required
          maxLength={reasonMaxLength}
          rows={4}
          data-testid="withdraw-reason"
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** Resume payment: the applicant re-confirms that their profile, household and IBAN are up to date. */
function ResumeDialog({
  applicationId,
  onClose,
  onFailure,
}: {
  applicationId: string;
  onClose: () => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return (
    <ConfirmDialog
      opened
      danger={false}
      title={t('applicationFlow.resume.title')}
      confirmLabel={t('applicationFlow.resume.confirm')}
      onClose={onClose}
      onConfirm={async () => {
        if (!confirmed) {
          setProblem(t('applicationFlow.resume.mustConfirm'));
          return;
        }
        try {
          await resumePayment(applicationId);
          onClose();
          toasts.show({ type: 'success', message: t('applicationFlow.resume.done') });
        } catch (error) {
          onFailure(error);
        }
      }}
    >
      <Stack gap="sm">
        <Text>{t('applicationFlow.resume.body')}</Text>
        <Text>
          <Link to={paths.unifiedProfile} className={formClasses.link}>
            {t('applicationFlow.resume.profile')}
          </Link>
          {' · '}
          <Link to={paths.houses} className={formClasses.link}>
            {t('applicationFlow.resume.houses')}
          </Link>
        </Text>
        <Checkbox
          id="resume-confirm"
          checked={confirmed}
          onChange={(event) => {
            setConfirmed(event.currentTarget.checked);
            setProblem(undefined);
          }}
          label={t('applicationFlow.resume.statement')}
          error={problem}
          data-testid="resume-confirm"
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** Every manual-reapply kind, offered when the server does not say which apply (`reapplyKinds` is optional). */
const allReapplyKinds: readonly ReapplyKind[] = ['APPLICATION', 'INELIGIBLE_HOUSE', 'DECLINED_HOUSE', 'INELIGIBLE_DEPENDENT'];

/** The outcome a subject must have for each kind of manual reapply about one house or dependent. */
const subjectOutcome = { INELIGIBLE_HOUSE: 'INELIGIBLE', DECLINED_HOUSE: 'DECLINED', INELIGIBLE_DEPENDENT: 'INELIGIBLE' } as const;

/**
 * Whether a house or dependent is one the kind is about. `outcome` is the application's word on it; a server that
 * does not send it yet (the field is optional in the contract for that reason) leaves the subject offered, and its
 * refusal of a subject whose outcome does not match shows in the dialog.
 */
const fits = (outcome: string | null | undefined, wanted: string) => outcome === undefined || outcome === wanted;

/**
 * Manual reapply (spec §4): for the whole application, or for one of its houses found ineligible or declined, or one
 * of its dependents found ineligible, each with the applicant's reason. Only the kinds that apply now are offered
 * (`kinds`, the summary's `reapplyKinds`), and for each only the houses or dependents the application counts whose
 * outcome is the kind's (an INELIGIBLE house, a DECLINED house, an INELIGIBLE dependent).
 */
function ReapplyDialog({ applicationId, kinds, onClose }: { applicationId: string; kinds: readonly ReapplyKind[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const selection = useHousesDependents(applicationId);
  const [kind, setKind] = useState<ReapplyKind>(kinds[0] ?? 'APPLICATION');
  const [subject, setSubject] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ subject?: string; reason?: string; general?: string }>({});
  const fallback = { network: t('errors.network'), unexpected: t('errors.unexpected') };
  const entries = selection.data ?? [];
  // Numbered among all the houses the application counts, as the review and the steps number them.
  const houses = (wanted: 'INELIGIBLE' | 'DECLINED') =>
    entries.flatMap((entry, index) =>
      fits(entry.outcome, wanted) ? [{ value: entry.house.id, label: houseTitle(entry.house, index, t) }] : [],
    );
  const dependents = entries.flatMap((entry) =>
    entry.dependents
      .filter((dependent) => dependent.selected && fits(dependent.outcome, subjectOutcome.INELIGIBLE_DEPENDENT))
      .map((dependent) => ({ value: dependent.id, label: nameIn(dependent, language) || '—' })),
  );
  const subjects = kind === 'APPLICATION' ? [] : kind === 'INELIGIBLE_DEPENDENT' ? dependents : houses(subjectOutcome[kind]);

  const request = (): ReapplyRequest => {
    const trimmed = reason.trim();
    if (kind === 'APPLICATION') return { kind, applicationId, reason: trimmed };
    if (kind === 'INELIGIBLE_DEPENDENT') return { kind, applicationId, dependentId: subject, reason: trimmed };
    return { kind, applicationId, houseId: subject, reason: trimmed };
  };

  return (
    <ConfirmDialog
      opened
      danger={false}
      title={t('applicationFlow.reapply.title')}
      confirmLabel={t('applicationFlow.reapply.confirm')}
      onClose={onClose}
      onConfirm={async () => {
        const found = {
          subject: kind !== 'APPLICATION' && subject === '' ? validationMessage('required', language) : undefined,
          reason: reasonProblem(reason, language),
        };
        setProblems(found);
        if (found.subject || found.reason) return;
        try {
          await manualReapply(request());
          onClose();
          toasts.show({ type: 'success', message: t('applicationFlow.reapply.done') });
        } catch (error) {
          setProblems({ general: errorMessage(error, fallback) });
        }
      }}
    >
      <Stack gap="sm">
        <Text>{t('applicationFlow.reapply.body')}</Text>
        <NativeSelect
          id="reapply-kind"
          label={t('applicationFlow.reapply.kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.currentTarget.value as ReapplyKind);
            setSubject('');
            setProblems({});
          }}
          data={kinds.map((value) => ({ value, label: t(`applicationFlow.reapply.kinds.${value}`) }))}
          data-testid="reapply-kind"
        />
        {kind === 'APPLICATION' ? null : (
          <NativeSelect
            id="reapply-subject"
            label={t(kind === 'INELIGIBLE_DEPENDENT' ? 'applicationFlow.reapply.dependent' : 'applicationFlow.reapply.house')}
            value={subject}
            onChange={(event) => {
              setSubject(event.currentTarget.value);
              setProblems((current) => ({ ...current, subject: undefined }));
            }}
            data={[{ value: '', label: t('common.choose') }, ...subjects]}
            error={problems.subject}
            required
            data-testid="reapply-subject"
          />
        )}
        <Textarea
          id="reapply-reason"
          label={t('applicationFlow.reapply.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setProblems((current) => ({ ...current, reason: undefined }));
          }}
          error={problems.reason}
          required
          maxLength={reasonMaxLength}
          rows={4}
          data-testid="reapply-reason"
        />
        {problems.general ? (
          <Text c="red.8" role="alert" data-testid="reapply-failed">
            {problems.general}
          </Text>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}

/**
 * Edit documents: upload what the case worker asked for, then send them (submit-edit), which closes the request. Send
 * waits for the files chosen here, as the flow's Continue does (spec §5 validFiles).
 */
function EditDocuments({ data, onFailure }: { data: ApplicationDetails; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const gate = useUploadGate(documentsInputId(editDocumentsPrefix));
  const request = data.pendingDocumentRequest;
  const send = async () => {
    if (sending || !gate.check()) return;
    setSending(true);
    try {
      await submitEdit(data.summary.id);
      toasts.show({ type: 'success', message: t('applicationFlow.editDocuments.done') });
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <div data-testid="edit-documents">
      <h3 className={formClasses.sectionTitle}>{t('applicationFlow.editDocuments.title')}</h3>
      <Stack gap="md">
        <ErrorSummary errors={gate.summary} attempt={gate.attempt} />
        <DocumentsPanel
          applicationId={data.summary.id}
          types={request && request.documentTypes.length > 0 ? request.documentTypes : undefined}
          removable={false}
          idPrefix={editDocumentsPrefix}
          onUploadChange={gate.onChange}
          uploadError={gate.error}
        />
        <div className={formClasses.actions}>
          <Button onClick={() => void send()} loading={sending} data-testid="edit-documents-send">
            {t('applicationFlow.editDocuments.send')}
          </Button>
        </div>
      </Stack>
      <UploadLeaveGuard hold={gate.hold} onStay={gate.check} />
    </div>
  );
}
