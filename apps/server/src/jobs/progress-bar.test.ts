import { describe, expect, it } from 'vitest';
import { createProgressBar, formatDuration, formatProgress } from './progress-bar.ts';

describe('a progress line', () => {
  it('shows how far, the rate of this process and the time left', () => {
    const line = formatProgress({ label: 'run 2026-11', processed: 6_000, total: 10_000 }, { elapsedMs: 2_000, doneBefore: 2_000 }, 10);
    expect(line).toBe('run 2026-11 [######----] 6,000/10,000 60% 2,000/s ETA 0:02');
  });

  it('has no bar without width and no ETA before any rate', () => {
    expect(formatProgress({ label: 'pay 2026-11', processed: 0, total: 5 }, { elapsedMs: 0, doneBefore: 0 }, 0)).toBe(
      'pay 2026-11 0/5 0% 0/s ETA --:--',
    );
    expect(formatDuration(3_725)).toBe('1:02:05');
  });
});

describe('the progress bar', () => {
  it('writes plain lines at most every interval when not a terminal, and always the last state', () => {
    let now = 0;
    const lines: string[] = [];
    const bar = createProgressBar({ write: (text: string) => lines.push(text) }, { now: () => now, plainEveryMs: 1_000 });
    bar.update({ label: 'run', processed: 0, total: 4 });
    now = 500;
    bar.update({ label: 'run', processed: 2, total: 4 });
    now = 1_200;
    bar.update({ label: 'run', processed: 3, total: 4 });
    now = 1_300;
    bar.update({ label: 'run', processed: 4, total: 4 });
    bar.done();
    expect(lines.map((line) => line.split(' ')[1])).toEqual(['0/4', '3/4', '4/4']);
    expect(lines.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
  });

  it('redraws one line on a terminal and ends it', () => {
    let now = 0;
    const written: string[] = [];
    const bar = createProgressBar({ write: (text: string) => written.push(text), isTTY: true }, { now: () => now });
    bar.update({ label: 'run', processed: 1, total: 2 });
    now = 200;
    bar.update({ label: 'run', processed: 2, total: 2 });
    bar.done();
    expect(written.slice(0, 2).every((text) => text.startsWith('\r'))).toBe(true);
    expect(written.at(-1)).toBe('\n');
  });
});
