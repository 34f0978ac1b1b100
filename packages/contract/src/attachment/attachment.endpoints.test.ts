import { describe, expect, it } from 'vitest';
import type { EndpointConfig } from '../common/define-endpoint.ts';
import { toRouteRefs } from '../common/route-ref.ts';
import { applicationDocuments, attachment } from './attachment.endpoints.ts';

describe('the attachment endpoints', () => {
  it('mark the three uploads multipart, each with the schema of its attachment part, and the route references carry it', () => {
    const refs = toRouteRefs({ attachment, applicationDocuments });
    const endpoints: Record<string, EndpointConfig> = attachment;
    const multipart = Object.entries(endpoints).filter(([, endpoint]) => endpoint.requestKind === 'multipart');
    expect(multipart.map(([name]) => name).sort()).toEqual(['updateAttachment', 'upload', 'uploadToApplication']);
    for (const [name, endpoint] of multipart) {
      expect(endpoint.body, name).toBeDefined();
      expect(refs.attachment[name as keyof typeof attachment].requestKind).toBe('multipart');
    }
    expect(refs.attachment.load.requestKind).toBeUndefined();
    expect(refs.applicationDocuments.saveDocuments.requestKind).toBeUndefined();
  });

  it('answer downloads as bytes', () => {
    expect(attachment.download.responseKind).toBe('binary');
    expect(attachment.dependentDownload.responseKind).toBe('binary');
  });

  it('let staff read a file through download only, never change one (decision 050)', () => {
    const endpoints: Record<string, EndpointConfig> = { ...attachment, ...applicationDocuments };
    const staffRoles = new Set(['CASE_WORKER', 'ADMIN']);
    const forStaff = Object.entries(endpoints).filter(
      ([, endpoint]) => Array.isArray(endpoint.access) && endpoint.access.some((role: string) => staffRoles.has(role)),
    );
    expect(forStaff.map(([name]) => name)).toEqual(['download']);
    expect(attachment.download.method).toBe('GET');
  });

  it('take a document type and who the document is about, null for the applicant', () => {
    expect(attachment.upload.body.parse({ documentType: 'OTHER' })).toEqual({ documentType: 'OTHER' });
    expect(attachment.upload.body.safeParse({ documentType: '' }).success).toBe(false);
    expect(attachment.uploadToApplication.body.parse({})).toEqual({});
    expect(
      applicationDocuments.saveDocuments.body.safeParse({ attachmentIds: Array.from({ length: 21 }, (_, i) => String(i)) }).success,
    ).toBe(false);
  });
});
