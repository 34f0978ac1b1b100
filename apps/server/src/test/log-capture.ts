import { Writable } from 'node:stream';

/**
 * A log destination for a test app (`buildTestApp({ log: capture.stream })`) that keeps every JSON line it is given,
 * so a test can read what the server logged as an operator would.
 */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    stream,
    /** The raw lines, for checks that a secret appears nowhere. */
    lines,
    entries,
    /** The structured security events (`security.refused`, decision 039). */
    securityEvents: () => entries().filter((entry) => entry.event === 'security.refused'),
  };
}
