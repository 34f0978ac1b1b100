import { describe, expect, it } from 'vitest';
import { buildPath, isAllowed, pathParamNames, toRouterPath, type Access, type Role } from './define-endpoint.ts';

describe('buildPath', () => {
  it('fills every placeholder in order', () => {
    expect(buildPath('/api/application/select-houses/{a}/{b}', { a: 12, b: 'x' })).toBe('/api/application/select-houses/12/x');
  });

  it('leaves a path without placeholders untouched', () => {
    expect(buildPath('/api/lookup', undefined)).toBe('/api/lookup');
  });

  it('encodes values so they cannot add path segments or queries', () => {
    expect(buildPath('/api/appeal-management/appeal-details/{id}', { id: '../admin?x=1 #' })).toBe(
      '/api/appeal-management/appeal-details/..%2Fadmin%3Fx%3D1%20%23',
    );
    expect(buildPath('/api/dependent-confirm-relation/reject/{id}/{reason}', { id: 7, reason: 'ليس من الأسرة' })).toBe(
      `/api/dependent-confirm-relation/reject/7/${encodeURIComponent('ليس من الأسرة')}`,
    );
  });

  it('keeps zero, which is a value', () => {
    expect(buildPath('/api/x/{id}', { id: 0 })).toBe('/api/x/0');
  });

  it('throws on a missing or empty value instead of calling a wrong URL', () => {
    expect(() => buildPath('/api/x/{a}/{b}', { a: 1 })).toThrow(/Missing path parameter "b" for \/api\/x\/\{a\}\/\{b\}/);
    expect(() => buildPath('/api/x/{id}', { id: '' })).toThrow(/"id"/);
    expect(() => buildPath('/api/x/{id}', undefined)).toThrow(/"id"/);
  });
});

describe('toRouterPath', () => {
  it("turns {name} into Fastify's :name and keeps everything else", () => {
    expect(toRouterPath('/api/payment/load/additional-payment-history/{id}')).toBe('/api/payment/load/additional-payment-history/:id');
    expect(toRouterPath('/api/attachment/dependent/download/{a}/{b}/{c}')).toBe('/api/attachment/dependent/download/:a/:b/:c');
    expect(toRouterPath('/assets/i18n/{lang}.json')).toBe('/assets/i18n/:lang.json');
    expect(toRouterPath('/api/application/load/')).toBe('/api/application/load/');
  });
});

describe('pathParamNames', () => {
  it('lists the placeholders in order, and nothing for a plain path', () => {
    expect(pathParamNames('/api/application/load-application-sts/{a}/{b}')).toEqual(['a', 'b']);
    expect(pathParamNames('/assets/i18n/{lang}.json')).toEqual(['lang']);
    expect(pathParamNames('/api/config')).toEqual([]);
  });
});

describe('isAllowed', () => {
  const applicant = { roles: ['APPLICANT'] as const satisfies readonly Role[] };
  const caseWorker = { roles: ['CASE_WORKER', 'ADMIN'] as const satisfies readonly Role[] };
  const noRoles = { roles: [] as const satisfies readonly Role[] };

  it.each<[Access, string]>([
    ['public', 'public'],
    ['public-only', 'public-only (enforced by the web guard, not the API)'],
  ])('lets everybody call a %s endpoint', (access) => {
    expect(isAllowed(access, null)).toBe(true);
    expect(isAllowed(access, applicant)).toBe(true);
    expect(isAllowed(access, noRoles)).toBe(true);
  });

  it('lets any signed-in caller, and no visitor, call a user endpoint', () => {
    expect(isAllowed('user', null)).toBe(false);
    expect(isAllowed('user', applicant)).toBe(true);
    expect(isAllowed('user', noRoles)).toBe(true);
  });

  it('lets a role-restricted endpoint be called only by a holder of one of the roles', () => {
    expect(isAllowed(['CASE_WORKER'], caseWorker)).toBe(true);
    expect(isAllowed(['APPLICANT', 'DEPENDENT'], applicant)).toBe(true);
    expect(isAllowed(['CASE_WORKER'], applicant)).toBe(false);
    expect(isAllowed(['APPLICANT'], noRoles)).toBe(false);
    expect(isAllowed(['APPLICANT'], null)).toBe(false);
    expect(isAllowed([], applicant)).toBe(false);
  });
});
