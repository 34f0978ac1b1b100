import { Button, Group, Text } from '@mantine/core';
import type { AttachmentSummary, Dependent } from '@sanad/contract';
import { Link } from 'react-router';
import { applicationPagePath } from '../../../app/paths.ts';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { formatFileSize } from '../../../components/upload/file-size.ts';
import hidden from '../../../components/visually-hidden.module.css';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { nameIn } from '../../../lib/names.ts';
import classes from './attachments.module.css';

/**
 * The user's files: name, type, whom it is about, size, when it was uploaded and which applications use it, with
 * download, replace and delete on each row.
 */
export function AttachmentsTable({
  attachments,
  dependents,
  downloading,
  onDownload,
  onReplace,
  onDelete,
}: {
  attachments: readonly AttachmentSummary[];
  dependents: readonly Dependent[];
  /** The file being downloaded, whose button waits. */
  downloading: string | null;
  onDownload: (attachment: AttachmentSummary) => void;
  onReplace: (attachment: AttachmentSummary) => void;
  onDelete: (attachment: AttachmentSummary) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();

  const about = (attachment: AttachmentSummary) => {
    if (attachment.dependentId === null) return t('attachments.upload.aboutYou');
    const dependent = dependents.find((item) => item.id === attachment.dependentId);
    return dependent ? nameIn(dependent, language) || dependent.maskedNin : '—';
  };

  const columns: DataColumn<AttachmentSummary>[] = [
    {
      key: 'name',
      header: t('attachments.list.name'),
      cell: (attachment) => (
        <Text fw={600} className={classes.fileName}>
          {attachment.fileName}
        </Text>
      ),
    },
    {
      key: 'type',
      header: t('attachments.list.type'),
      cell: (attachment) => lookupName('documentType', attachment.documentType, language),
    },
    { key: 'about', header: t('attachments.list.about'), cell: about },
    { key: 'size', header: t('attachments.list.size'), cell: (attachment) => formatFileSize(attachment.sizeBytes, language) },
    { key: 'date', header: t('attachments.list.date'), cell: (attachment) => <DateText iso={attachment.createdAt} /> },
    {
      key: 'usedBy',
      header: t('attachments.list.usedBy'),
      cell: (attachment) =>
        attachment.usedBy.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attachments.list.notUsed')}
          </Text>
        ) : (
          <ul className={classes.usedBy} data-testid="attachment-used-by">
            {attachment.usedBy.map((usage) => (
              <li key={usage.applicationId}>
                <Link className={formClasses.link} to={applicationPagePath(usage.applicationId)}>
                  <Trans
                    i18nKey="attachments.list.application"
                    values={{ number: usage.number }}
                    components={{ num: <LtrText>{null}</LtrText> }}
                  />
                </Link>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'actions',
      header: t('attachments.list.actions'),
      cell: (attachment) => (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={downloading === attachment.id}
            onClick={() => onDownload(attachment)}
            data-testid="attachment-download"
          >
            {t('attachments.download')}
            <span className={hidden.hidden}> {attachment.fileName}</span>
          </Button>
          <Button size="xs" variant="default" onClick={() => onReplace(attachment)} data-testid="attachment-replace">
            {t('attachments.replace.action')}
            <span className={hidden.hidden}> {attachment.fileName}</span>
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(attachment)} data-testid="attachment-delete">
            {t('attachments.delete.action')}
            <span className={hidden.hidden}> {attachment.fileName}</span>
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('attachments.list.title')}
      columns={columns}
      rows={attachments}
      rowKey={(attachment) => attachment.id}
      empty={t('attachments.list.empty')}
      testId="attachments-table"
    />
  );
}
