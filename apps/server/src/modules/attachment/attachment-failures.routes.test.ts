import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachment, auditEvent } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/file-storage/file-storage.ts';
import { multipartBody, sampleFiles } from '../../test/factories/attachment.factory.ts';
import { attachmentTestApp, failure, injectAs, postMultipart, uploadParts } from './attachment-routes.test-kit.ts';

const uploadUrl = '/api/attachment/upload';
const meta = { documentType: 'NATIONAL_ID_COPY', personId: null };
/** A PDF larger than the part of it the cut-off requests send, so the cut falls inside the file. */
const largePdf = () => Buffer.concat([sampleFiles.pdf(), Buffer.alloc(200_000, 0x20)]);

describe("attachments: the client's request fails half way (docs/decisions/051-upload-failures.md)", () => {
  const { app, db, signedIn, storedFiles, partialFiles } = attachmentTestApp();
  const rowsOf = (accountId: string) => db().select().from(attachment).where(eq(attachment.ownerAccountId, accountId));

  it('answers a body cut off before its closing boundary with 400 ATTACHMENT_UPLOAD_MALFORMED, keeping nothing', async () => {
    const { user, browser } = await signedIn();
    const { payload, headers } = multipartBody(uploadParts(meta, 'id.pdf', largePdf()));
    const fileStart = payload.indexOf('%PDF');
    // Inside the file's first bytes, half way through it, and after its last byte but before the closing boundary.
    for (const cut of [fileStart + 100, fileStart + 100_000, payload.length - 10]) {
      const response = await browser.request({ method: 'POST', url: uploadUrl, payload: payload.subarray(0, cut), headers });
      expect(failure(response, 400).code, `cut at ${cut}`).toBe('ATTACHMENT_UPLOAD_MALFORMED');
    }
    const arabic = await browser.request({
      method: 'POST',
      url: uploadUrl,
      payload: payload.subarray(0, fileStart + 100_000),
      headers: { ...headers, 'accept-language': 'ar' },
    });
    expect(failure(arabic, 400).message).toBe('تعذرت قراءة الملف المرفوع. اختر ملفاً واحداً وحاول مرة أخرى.');
    expect(await storedFiles()).toEqual([]);
    expect(await partialFiles()).toEqual([]);
    expect(await rowsOf(user.accountId)).toEqual([]);
  });

  it('answers a request whose connection fails or closes in the middle of the file with 400, keeping nothing', async () => {
    const { user, browser } = await signedIn();
    const { payload, headers } = multipartBody(uploadParts(meta, 'id.pdf', largePdf()));
    const half = payload.subarray(0, payload.indexOf('%PDF') + 100_000);
    for (const simulate of [
      { error: true, end: false },
      { close: true, end: false },
    ]) {
      const response = await injectAs(app(), browser, { url: uploadUrl, payload: half, headers, simulate });
      expect(failure(response, 400).code, JSON.stringify(simulate)).toBe('ATTACHMENT_UPLOAD_MALFORMED');
    }
    expect(await storedFiles()).toEqual([]);
    expect(await partialFiles()).toEqual([]);
    expect(await rowsOf(user.accountId)).toEqual([]);
  });
});

/** A storage whose writes fail part way, as a full disk or an unreachable object store would; reads and removals work. */
function failingWrites(local: FileStorage): FileStorage {
  return {
    ...local,
    async put(_key, stream) {
      for await (const chunk of stream) {
        void chunk;
        break;
      }
      throw Object.assign(new Error('ENOSPC: no space left on device, write /srv/sanad/files/.partial/secret-path'), { code: 'ENOSPC' });
    },
  };
}

describe('attachments: the file storage fails (docs/decisions/051-upload-failures.md)', () => {
  const { db, signedIn, storedFiles, partialFiles } = attachmentTestApp({ storage: failingWrites });

  it('answers 503 in the one error shape, telling nothing of the cause, and writes no row and no audit line', async () => {
    const { user, browser } = await signedIn();
    const response = await postMultipart(browser, uploadUrl, uploadParts(meta, 'id.pdf', sampleFiles.pdf()));
    const error = failure(response, 503);
    expect(error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Try again shortly.',
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/ENOSPC|partial|srv/);
    expect(await db().select().from(attachment).where(eq(attachment.ownerAccountId, user.accountId))).toEqual([]);
    const audits = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.actorAccountId, user.accountId), eq(auditEvent.action, 'attachment.upload')));
    expect(audits).toEqual([]);
    expect(await storedFiles()).toEqual([]);
    expect(await partialFiles()).toEqual([]);
  });

  it('still refuses a file that is not allowed with its own 400, before anything is written', async () => {
    const { browser } = await signedIn();
    const response = await postMultipart(browser, uploadUrl, uploadParts(meta, 'x.pdf', sampleFiles.exe()));
    expect(failure(response, 400).code).toBe('ATTACHMENT_TYPE_NOT_ALLOWED');
  });
});
