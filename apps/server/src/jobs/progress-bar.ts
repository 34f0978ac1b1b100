/** What a progress line shows: a label, how far, out of how many. */
export interface ProgressState {
  label: string;
  processed: number;
  total: number;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Seconds as m:ss (or h:mm:ss). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * One progress line: `label [#####-----] processed/total pct% rate/s ETA m:ss`. The rate counts what this process did
 * (`startedAt` from `done`), not what a resumed run had done before it; no bar when `width` is 0.
 */
export function formatProgress(state: ProgressState, timing: { elapsedMs: number; doneBefore: number }, width = 24): string {
  const { label, processed, total } = state;
  const fraction = total > 0 ? Math.min(processed / total, 1) : 1;
  const done = processed - timing.doneBefore;
  const rate = timing.elapsedMs > 0 ? (done * 1000) / timing.elapsedMs : 0;
  const left = Math.max(total - processed, 0);
  const eta = rate > 0 ? formatDuration(left / rate) : '--:--';
  const filled = Math.round(fraction * width);
  const bar = width > 0 ? ` [${'#'.repeat(filled)}${'-'.repeat(width - filled)}]` : '';
  return `${label}${bar} ${whole.format(processed)}/${whole.format(total)} ${Math.floor(fraction * 100)}% ${whole.format(rate)}/s ETA ${eta}`;
}

/** Where the bar is drawn: a terminal redraws one line; anything else gets a plain line now and then. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * A progress bar on a stream (stderr): on a terminal one line redrawn in place at most ten times a second; otherwise
 * (a log file, CI) a plain line at most every `plainEveryMs`, and always the last one.
 */
export function createProgressBar(stream: ProgressStream, options: { now?: () => number; plainEveryMs?: number } = {}) {
  const now = options.now ?? Date.now;
  const tty = stream.isTTY === true;
  const every = tty ? 100 : (options.plainEveryMs ?? 2000);
  let started: { at: number; doneBefore: number } | null = null;
  let lastDrawnAt = -Infinity;
  let last: ProgressState | null = null;
  let drawn: ProgressState | null = null;

  const draw = (state: ProgressState) => {
    if (!started) return;
    const line = formatProgress(state, { elapsedMs: now() - started.at, doneBefore: started.doneBefore }, tty ? 24 : 0);
    stream.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
    drawn = state;
    lastDrawnAt = now();
  };

  return {
    update(state: ProgressState): void {
      started ??= { at: now(), doneBefore: state.processed };
      last = state;
      if (now() - lastDrawnAt >= every) draw(state);
    },
    /** Draws the last state if it was not drawn, and ends a terminal's line. */
    done(): void {
      const same =
        drawn !== null && last !== null && drawn.processed === last.processed && drawn.total === last.total && drawn.label === last.label;
      if (last && !same) draw(last);
      if (tty && drawn) stream.write('\n');
      started = null;
      last = null;
      drawn = null;
    },
  };
}
