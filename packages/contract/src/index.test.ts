import { describe, expect, it } from 'vitest';
import { pathParamNames, roles } from './common/define-endpoint.ts';
import { allEndpoints, contract } from './index.ts';

const endpoints = allEndpoints();
const label = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('the contract', () => {
  it('flattens every group into allEndpoints()', () => {
    const count = Object.values(contract).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(endpoints).toHaveLength(count);
    expect(count).toBeGreaterThan(0);
  });

  it('defines each method and path pair once', () => {
    const seen = new Map<string, number>();
    for (const endpoint of endpoints) seen.set(label(endpoint), (seen.get(label(endpoint)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  it('gives every {placeholder} a params key, and every params key a placeholder', () => {
    const mismatches = endpoints.flatMap((endpoint) => {
      const placeholders = pathParamNames(endpoint.path).sort();
      const keys = Object.keys(endpoint.params?.shape ?? {}).sort();
      return JSON.stringify(placeholders) === JSON.stringify(keys)
        ? []
        : [`${label(endpoint)}: path {${placeholders.join(',')}} vs params {${keys.join(',')}}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('names no placeholder twice in one path', () => {
    const repeated = endpoints.filter((endpoint) => new Set(pathParamNames(endpoint.path)).size !== pathParamNames(endpoint.path).length);
    expect(repeated.map(label)).toEqual([]);
  });

  it('gives every endpoint an absolute path, a summary and a known access level', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.path, label(endpoint)).toMatch(/^\/[^\s?#]*$/);
      expect(endpoint.summary.trim(), label(endpoint)).not.toBe('');
      const access = endpoint.access;
      if (typeof access === 'string') expect(['public', 'public-only', 'user'], label(endpoint)).toContain(access);
      else for (const role of access) expect(roles, label(endpoint)).toContain(role);
    }
  });

  it('sends no body on GET and DELETE', () => {
    expect(endpoints.filter((endpoint) => (endpoint.method === 'GET' || endpoint.method === 'DELETE') && endpoint.body).map(label)).toEqual(
      [],
    );
  });
});
