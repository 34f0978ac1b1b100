import type { Log } from '../logger.ts';

/** The jobs the port's tests send: their own map, so the application's `JobTypes` stays free of test names. */
export interface TestJobs {
  'test.echo': { n: number };
  'test.fail': { n: number };
  'test.tick': { from: string };
}

/** A logger that keeps what the port logged, by level. */
export function recordingLog() {
  const entries: Array<{ level: 'info' | 'warn' | 'error'; entry: Record<string, unknown> }> = [];
  const keep = (level: 'info' | 'warn' | 'error') => (entry: unknown) => {
    entries.push({ level, entry: typeof entry === 'object' && entry !== null ? { ...entry } : { message: entry } });
  };
  const log: Log = { info: keep('info'), warn: keep('warn'), error: keep('error') };
  return {
    log,
    /** The entries of one event (`job.retry`, `job.failed`, …). */
    events: (event: string) => entries.filter(({ entry }) => entry.event === event),
  };
}

/** Resolves once `check` holds, polling every 25 ms; fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`waited ${timeoutMs} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
