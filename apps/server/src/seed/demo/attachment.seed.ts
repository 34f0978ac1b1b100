import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { programType } from '@sanad/contract';
import { account, application, applicationDocument, attachment, person } from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/file-storage/file-storage.ts';

/** The ready applicant of the README (identity seed), whose submitted SSP application gets two documents. */
const readyApplicantNin = '1010000006';

/**
 * A small valid one-page PDF showing one line of ASCII text, written by hand: header, four objects, the cross-reference
 * table with each object's byte offset, and the trailer. Enough for any viewer and for type detection (`%PDF`).
 */
export function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The documents of the ready applicant's submitted application: what the demo's documents screens show. */
const demoDocuments = [
  { documentType: 'NATIONAL_ID_COPY', fileName: 'national-id-copy.pdf', text: 'Sanad demo - national ID copy' },
  { documentType: 'FAMILY_RECORD', fileName: 'family-record.pdf', text: 'Sanad demo - family record' },
] as const;

/**
 * The ready applicant's national ID copy and family record, documents of their submitted SSP application, so the
 * documents screens have something to show. Skipped when the applicant has no submitted SSP application (the application seed makes it)
 * or no file storage was given.
 */
export async function seedDemoAttachments(db: Database, files: FileStorage | undefined): Promise<void> {
  if (!files) return;
  const [applicant] = await db
    .select({ accountId: account.id, personId: person.id })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .where(eq(person.nin, readyApplicantNin));
  if (!applicant) return;
  const [submitted] = await db
    .select({ id: application.id, createdAt: application.createdAt })
    .from(application)
    .where(
      and(
        eq(application.applicantAccountId, applicant.accountId),
        eq(application.programId, programType.SSP),
        eq(application.status, 'SUBMITTED'),
      ),
    );
  if (!submitted) return;
  // Uploaded while the applicant filled in the application, before sending it.
  const uploadedAt = new Date(submitted.createdAt.getTime() + 15 * 60_000);
  for (const document of demoDocuments) {
    const storageKey = randomUUID();
    const facts = await files.put(storageKey, Readable.from([minimalPdf(document.text)]));
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(attachment)
          .values({
            ownerAccountId: applicant.accountId,
            personId: applicant.personId,
            documentType: document.documentType,
            fileName: document.fileName,
            contentType: 'application/pdf',
            sizeBytes: facts.size,
            sha256: facts.sha256,
            storageKey,
            uploadedByAccountId: applicant.accountId,
            createdAt: uploadedAt,
            updatedAt: uploadedAt,
          })
          .returning({ id: attachment.id });
        if (!row) throw new Error('demo attachment was not inserted');
        await tx.insert(applicationDocument).values({ applicationId: submitted.id, attachmentId: row.id, createdAt: uploadedAt });
      });
    } catch (error) {
      await files.remove(storageKey);
      throw error;
    }
  }
}
