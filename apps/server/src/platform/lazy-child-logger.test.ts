import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './logger.ts';

/** A parent logger at `level` that records the children it makes and what they write. */
function parentAt(level: 'warn' | 'info') {
  const order = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];
  const written: Array<{ level: string; bindings: object; args: unknown[] }> = [];
  const children: object[] = [];
  const child = vi.fn((bindings: object) => {
    children.push(bindings);
    const write =
      (name: string) =>
      (...args: unknown[]) =>
        void written.push({ level: name, bindings, args });
    return {
      level,
      fatal: write('fatal'),
      error: write('error'),
      warn: write('warn'),
      info: write('info'),
    } as unknown as FastifyBaseLogger;
  });
  const parent = {
    level,
    child,
    isLevelEnabled: (name: string) => order.indexOf(name) <= order.indexOf(level),
  } as unknown as FastifyBaseLogger;
  return { parent, written, children };
}

const make = (parent: FastifyBaseLogger) =>
  lazyChildLoggerFactory.call(undefined as never, parent, { reqId: 'req-1' }, {}, undefined as never) as FastifyBaseLogger;

describe('the per-request logger', () => {
  it('makes no child for a request that writes nothing at the configured level', () => {
    const { parent, children, written } = parentAt('warn');
    const log = make(parent);
    log.info('incoming request');
    log.debug('details');
    expect(children).toEqual([]);
    expect(written).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('makes one child, bound to the request, on the first line at an enabled level, and keeps it', () => {
    const { parent, children, written } = parentAt('info');
    const log = make(parent);
    log.info('incoming request');
    log.warn({ code: 'X' }, 'slow');
    expect(children).toEqual([{ reqId: 'req-1' }]);
    expect(written).toEqual([
      { level: 'info', bindings: { reqId: 'req-1' }, args: ['incoming request'] },
      { level: 'warn', bindings: { reqId: 'req-1' }, args: [{ code: 'X' }, 'slow'] },
    ]);
  });
});
