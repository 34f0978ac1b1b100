import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema, attachmentSummarySchema, type AttachmentSummary } from '@sanad/contract';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../platform/file-storage/file-storage.ts';
import { createLocalFileStorage } from '../../platform/file-storage/local-file-storage.ts';
import { xsrfCookieName, xsrfHeaderName } from '../../plugins/xsrf.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { multipartBody, sampleFiles } from '../../test/factories/attachment.factory.ts';
import { createTestAccount, TestBrowser, type TestAccount } from '../../test/factories/session.factory.ts';

/** What the attachment route tests share: the app of the file with its own folder of files, and readers of answers. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

type Answer = { statusCode: number; body: string; json: () => unknown };

/** A 200 answer, parsed with the contract's schema. */
export function ok<T>(response: Answer, schema: { parse: (value: unknown) => T }): T {
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

/** An error answer of the given status, in the one error shape. */
export function failure(response: Answer, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return apiErrorSchema.parse(response.json());
}

/** A multipart POST through the browser (its cookies and anti-forgery header), as the web client's upload sends it. */
export function postMultipart(browser: TestBrowser, url: string, parts: Parameters<typeof multipartBody>[0]) {
  const { payload, headers } = multipartBody(parts);
  return browser.request({ method: 'POST', url, payload, headers });
}

/** The two parts of an upload: the `attachment` JSON (left out when null) and the file. */
export function uploadParts(metadata: object | null, fileName: string, content: Buffer) {
  return [...(metadata === null ? [] : [{ name: 'attachment', value: JSON.stringify(metadata) }]), { name: 'file', fileName, content }];
}

/**
 * Sends a request as the browser would (its cookies, its anti-forgery header, its address) with light-my-request's
 * `simulate`: a body that fails or closes half way, as a client that goes away leaves it.
 */
export function injectAs(
  app: FastifyInstance,
  browser: TestBrowser,
  options: { url: string; payload: Buffer; headers: Record<string, string>; simulate: { error?: boolean; close?: boolean; end?: boolean } },
) {
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const { error = false, close = false, end = true } = options.simulate;
  return app.inject({
    method: 'POST',
    url: options.url,
    payload: options.payload,
    headers: { 'accept-language': 'en', ...options.headers, cookie, [xsrfHeaderName]: browser.cookies.get(xsrfCookieName) ?? '' },
    remoteAddress: browser.ip,
    simulate: { error, close, end, split: false },
  });
}

/**
 * One test app for the calling file, with the file-storage port on a folder of its own (removed after the file), and
 * a way to sign a new account in. Call it inside the file's top `describe`. `storage` may wrap the local adapter (a
 * storage that fails).
 */
export function attachmentTestApp(options: { storage?: (local: FileStorage) => FileStorage } = {}) {
  let t: TestApp;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'sanad-attachments-'));
    const local = createLocalFileStorage(filesDir);
    t = await buildTestApp({ adapters: { fileStorage: options.storage ? options.storage(local) : local } });
  });
  afterAll(async () => {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  const app = () => t.app;
  const db = () => t.database.db;

  async function signedIn(options: Parameters<typeof createTestAccount>[1] = {}): Promise<{ user: TestAccount; browser: TestBrowser }> {
    const user = await createTestAccount(db(), options);
    const browser = new TestBrowser(app());
    await browser.signIn(user);
    return { user, browser };
  }

  /** Uploads a file through POST /api/attachment/upload and answers its summary. */
  async function upload(
    browser: TestBrowser,
    options: { fileName?: string; content?: Buffer; documentType?: string; personId?: string | null } = {},
  ): Promise<AttachmentSummary> {
    const metadata = { documentType: options.documentType ?? 'NATIONAL_ID_COPY', personId: options.personId ?? null };
    const response = await postMultipart(
      browser,
      '/api/attachment/upload',
      uploadParts(metadata, options.fileName ?? 'id.pdf', options.content ?? sampleFiles.pdf()),
    );
    return ok(response, attachmentSummarySchema);
  }

  /** The files the storage holds, without the folder of partial writes. */
  async function storedFiles(): Promise<string[]> {
    return (await readdir(filesDir)).filter((name) => name !== '.partial');
  }

  /** Partial writes left behind (there should never be any once a request is answered). */
  async function partialFiles(): Promise<string[]> {
    return readdir(join(filesDir, '.partial')).catch(() => []);
  }

  return { app, db, signedIn, upload, storedFiles, partialFiles, filesDir: () => filesDir };
}
