import { iamStatusCheckPath } from '@sanad/contract/client';
import { createRequestCounter, isUncounted } from './request-counter.ts';

describe('request counter', () => {
  it('is busy while a request is in flight and idle after it ends', () => {
    const counter = createRequestCounter();
    const changes: boolean[] = [];
    counter.subscribe((busy) => changes.push(busy));

    const end = counter.begin('/api/lookup');
    expect(counter.pending).toBe(1);
    end();
    expect(counter.pending).toBe(0);
    expect(changes).toEqual([true, false]);
  });

  it('counts identical URLs in flight once, and stays busy until the last of them ends', () => {
    const counter = createRequestCounter();
    const changes: boolean[] = [];
    counter.subscribe((busy) => changes.push(busy));

    const first = counter.begin('/api/config');
    const second = counter.begin('/api/config');
    const other = counter.begin('/api/lookup');
    expect(counter.pending).toBe(2);

    first();
    expect(counter.pending).toBe(2);
    other();
    expect(counter.pending).toBe(1);
    second();
    expect(counter.pending).toBe(0);
    expect(changes).toEqual([true, false]);
  });

  it('treats different query strings as different URLs', () => {
    const counter = createRequestCounter();
    counter.begin('/api/users/list?page=1');
    counter.begin('/api/users/list?page=2');
    expect(counter.pending).toBe(2);
  });

  it('never counts the IAM status check, with or without a query', () => {
    const counter = createRequestCounter();
    const listener = vi.fn();
    counter.subscribe(listener);

    const end = counter.begin(iamStatusCheckPath);
    counter.begin(`${iamStatusCheckPath}?random=1`);
    expect(counter.pending).toBe(0);
    end();
    expect(listener).not.toHaveBeenCalled();
    expect(isUncounted(`http://localhost${iamStatusCheckPath}`)).toBe(true);
    expect(isUncounted('/api/iam/v2/login')).toBe(false);
  });

  it('ignores a second end of the same request', () => {
    const counter = createRequestCounter();
    const a = counter.begin('/api/config');
    counter.begin('/api/config');
    a();
    a();
    expect(counter.pending).toBe(1);
  });

  it('stops notifying after unsubscribe', () => {
    const counter = createRequestCounter();
    const listener = vi.fn();
    const unsubscribe = counter.subscribe(listener);
    unsubscribe();
    counter.begin('/api/config')();
    expect(listener).not.toHaveBeenCalled();
  });
});
