import { Button, Stack, Text } from '@mantine/core';
import type { DependentApplication, DependentDocument } from '@sanad/contract';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { DateText } from '../../../components/date-text.tsx';
import formClasses from '../../../components/form/form.module.css';
import { LtrText } from '../../../components/ltr-text.tsx';
import { toasts } from '../../../components/toast/toast-store.ts';
import { formatFileSize } from '../../../components/upload/file-size.ts';
import hidden from '../../../components/visually-hidden.module.css';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Trans, useTranslation } from '../../../lib/i18n.tsx';
import { useLanguage } from '../../../lib/language-context.tsx';
import { lookupName } from '../../../lib/lookups.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadDependentDocument } from '../api/dependent-documents-api.ts';

/**
 * The documents the heads of household attached to their applications about the dependent, one table per application
 * that has some: name, type, size and upload date, each downloadable the way the attachments screen downloads (the
 * bytes through the API client, saved by `saveFile`). Read only: nothing here changes a document.
 */
export function DependentApplicationsDocuments({ applications }: { applications: readonly DependentApplication[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [downloading, setDownloading] = useState<string | null>(null);
  const withDocuments = applications.filter((application) => application.documents.length > 0);

  const download = async (application: DependentApplication, document: DependentDocument) => {
    if (downloading) return;
    setDownloading(document.id);
    try {
      const blob = await downloadDependentDocument({
        applicationId: application.applicationId,
        dependentId: application.dependentId,
        documentId: document.id,
      });
      saveFile(blob, document.fileName);
    } catch (error) {
      toasts.show({
        type: 'error',
        message: errorMessage(error, { network: t('errors.network'), unexpected: t('dependentApplications.documents.downloadFailed') }),
      });
    } finally {
      setDownloading(null);
    }
  };

  const columnsFor = (application: DependentApplication): DataColumn<DependentDocument>[] => [
    { key: 'name', header: t('dependentApplications.documents.name'), cell: (document) => <Text fw={600}>{document.fileName}</Text> },
    {
      key: 'type',
      header: t('dependentApplications.documents.type'),
      cell: (document) => lookupName('documentType', document.documentType, language),
    },
    { key: 'size', header: t('dependentApplications.documents.size'), cell: (document) => formatFileSize(document.sizeBytes, language) },
    {
      key: 'date',
      header: t('dependentApplications.documents.date'),
      cell: (document) => <DateText iso={document.uploadedAt} />,
    },
    {
      key: 'actions',
      header: t('dependentApplications.documents.actions'),
      cell: (document) => (
        <Button
          size="xs"
          variant="default"
          loading={downloading === document.id}
          onClick={() => void download(application, document)}
          data-testid="dependent-document-download"
        >
          {t('dependentApplications.documents.download')}
          <span className={hidden.hidden}> {document.fileName}</span>
        </Button>
      ),
    },
  ];

  return (
    <section className={formClasses.card} aria-labelledby="dependent-documents-title" data-testid="dependent-documents">
      <Stack gap="md">
        <h2 id="dependent-documents-title" className={formClasses.sectionTitle}>
          {t('dependentApplications.documents.title')}
        </h2>
        {withDocuments.length === 0 ? (
          <Text c="dimmed" data-testid="dependent-documents-none">
            {t('dependentApplications.documents.none')}
          </Text>
        ) : (
          <>
            <Text>{t('dependentApplications.documents.intro')}</Text>
            {withDocuments.map((application) => {
              const caption = t('dependentApplications.documents.caption', { number: application.number });
              return (
                <Stack key={application.applicationId} gap="xs">
                  <h3 className={formClasses.sectionTitle}>
                    <Trans
                      i18nKey="dependentApplications.documents.heading"
                      values={{ number: application.number }}
                      components={{ num: <LtrText>{null}</LtrText> }}
                    />
                  </h3>
                  <DataTable
                    caption={caption}
                    columns={columnsFor(application)}
                    rows={application.documents}
                    rowKey={(document) => document.id}
                    empty={t('dependentApplications.documents.none')}
                    testId="dependent-documents-table"
                  />
                </Stack>
              );
            })}
          </>
        )}
      </Stack>
    </section>
  );
}
