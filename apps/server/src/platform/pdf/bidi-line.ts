import bidiFactory from 'bidi-js';

/** Text direction of a paragraph (its base embedding level) or of a run. */
export type TextDirection = 'rtl' | 'ltr';

/** A stretch of one line with one embedding level, in logical order, placed in the line's visual order. */
export interface VisualRun {
  /** The run's characters in logical order, with brackets already mirrored when the run is right to left. */
  text: string;
  direction: TextDirection;
}

const bidi = bidiFactory();

/** Arabic (and other right-to-left) letters: a run with one of them is shaped and reversed by the font engine itself. */
const strongRtl = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * One line of logical text as runs in visual order, left to right (UAX #9 rules L1–L4 by bidi-js). pdfkit (through
 * fontkit) shapes and reverses the glyphs of a string whose script is right to left, but lays the words of a line out
 * left to right, which reverses the word order of Arabic (STACK.md, gotchas). So each line is cut into runs of one
 * embedding level, the runs are ordered by the levels, and each is drawn as one string: the font engine turns a run
 * with Arabic letters itself; a right-to-left run without any (spaces, punctuation between Arabic words) is reversed
 * here, as the engine would leave it.
 */
export function visualRuns(line: string, base: TextDirection): VisualRun[] {
  if (line.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(line, base);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const chars = Array.from(line, (_, index) => mirrored.get(index) ?? line[index] ?? '');
  const { levels } = embedding;

  // Runs of one level, in logical order.
  const runs: Array<{ start: number; end: number; level: number }> = [];
  for (let index = 0; index < line.length; index += 1) {
    const level = levels[index] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.end = index;
    else runs.push({ start: index, end: index, level });
  }

  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  const ordered = [...runs];
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let at = 0;
    while (at < ordered.length) {
      if ((ordered[at]?.level ?? 0) < level) {
        at += 1;
        continue;
      }
      let end = at;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) end += 1;
      const reversed = ordered.slice(at, end + 1).reverse();
      ordered.splice(at, reversed.length, ...reversed);
      at = end + 1;
    }
  }

  return ordered.map((run) => {
    const text = chars.slice(run.start, run.end + 1).join('');
    const direction: TextDirection = run.level % 2 === 1 ? 'rtl' : 'ltr';
    // The font engine reverses only what it shapes as right to left: neutral characters alone are reversed here.
    const drawn = direction === 'rtl' && !strongRtl.test(text) ? Array.from(text).reverse().join('') : text;
    return { text: drawn, direction };
  });
}

/**
 * Words of a paragraph cut into lines no wider than `width` (greedy, at spaces; a word wider than the line has a line
 * of its own), in logical order: `visualRuns` then orders each line. `measure` is the width of a string as drawn.
 */
export function wrapLogical(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter((word) => word.length > 0);
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && measure(candidate) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    lines.push(current);
  }
  return lines;
}
