import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock/clock.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { createLocalFileStorage } from '../../platform/file-storage/local-file-storage.ts';
import type { Principal } from '../../platform/principal.ts';
import { createApplicationAccess } from '../application/application-access.ts';
import { createApplicationRepository } from '../application/application.repository.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createHouseholdAccess } from '../household/household-access.ts';
import { createHouseholdRepository } from '../household/household.repository.ts';
import { createLookupRepository } from '../lookup/lookup.repository.ts';
import { createLookupService } from '../lookup/lookup.service.ts';
import { createParameterRepository } from '../parameter/parameter.repository.ts';
import { createParameterService } from '../parameter/parameter.service.ts';
import { sampleFiles } from '../../test/factories/attachment.factory.ts';
import { createTestAccount } from '../../test/factories/session.factory.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAttachmentFiles } from './attachment-files.ts';
import { createAttachmentUploads } from './attachment-uploads.ts';
import { createAttachmentRepository, type AttachmentRepository } from './attachment.repository.ts';

/** Nothing is left on disk when the database write after it fails (the file is written first, then removed). */
describe('a new attachment whose row cannot be written', () => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'sanad-attachments-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  function uploadsWith(repository: AttachmentRepository) {
    const { db } = database;
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const household = createHouseholdAccess({ db, repository: createHouseholdRepository(db) });
    return createAttachmentUploads({
      repository,
      files: createAttachmentFiles({
        storage: createLocalFileStorage(dir),
        parameters: createParameterService(createParameterRepository(db)),
        log: silent,
      }),
      applications: createApplicationAccess({ db, repository: createApplicationRepository(db), household }),
      household,
      lookups: createLookupService(createLookupRepository(db)),
      audit: createAuditService(db),
      clock: systemClock,
    });
  }

  it('removes the stored file and passes the failure on', async () => {
    const user = await createTestAccount(database.db);
    const principal: Principal = {
      accountId: user.accountId,
      actorAccountId: user.accountId,
      roles: ['APPLICANT'],
      sessionId: 'test',
      forcedSteps: [],
      stepUpAt: null,
    };
    const failing: AttachmentRepository = {
      ...createAttachmentRepository(database.db),
      insert: () => Promise.reject(new Error('the database went away')),
    };
    const ctx = { requestId: 'req', ip: '127.0.0.1', language: 'en' as const, userAgent: null };
    const file = { fileName: 'id.pdf', stream: Readable.from([sampleFiles.pdf()]) };
    await expect(
      uploadsWith(failing).create(principal, { documentType: 'NATIONAL_ID_COPY', dependentId: null }, file, ctx),
    ).rejects.toThrow('the database went away');
    expect((await readdir(dir)).filter((name) => name !== '.partial')).toEqual([]);
    expect(await readdir(join(dir, '.partial'))).toEqual([]);
  });
});
