import { traceRuleSchema, traceStepSchema, type TraceStep } from '@sanad/contract';
import { z } from 'zod';

/**
 * How a cycle result keeps its trace (bench/notes/cycle.md): each step as a row of values in a fixed order, and each
 * person's id once, steps naming them by position. A house's trace of 20 to 40 steps took about 3.3 kB as objects
 * (every key and every person's id repeated): over PostgreSQL's 2 kB limit, so each result was compressed on write
 * (pglz) and read back whole, a million times a month. Compact, it stays under the limit and is written as is.
 *
 * Stored: `{ v: 2, p: [personId, …], s: [[rule, outcome, person index | null, value, limit, counted, detail], …] }`,
 * the nulls at the end of a row left out. Results written before (an array of step objects) still read.
 */
const outcomes = ['PASS', 'FAIL', 'INFO'] as const;
const compactVersion = 2;

type StepRow = [TraceStep['rule'], number, number | null, number | null, number | null, number | null, string | null];

const compactSchema = z.object({
  v: z.literal(compactVersion),
  p: z.array(z.string()),
  s: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});

export interface CompactTrace {
  v: typeof compactVersion;
  p: string[];
  s: Array<Array<string | number | null>>;
}

export function encodeTrace(trace: readonly TraceStep[]): CompactTrace {
  const people: string[] = [];
  const indexOf = new Map<string, number>();
  const steps = trace.map((step) => {
    let person: number | null = null;
    if (step.personId !== null) {
      person = indexOf.get(step.personId) ?? people.length;
      if (person === people.length) {
        indexOf.set(step.personId, person);
        people.push(step.personId);
      }
    }
    const row: Array<string | number | null> = [
      step.rule,
      outcomes.indexOf(step.outcome),
      person,
      step.value,
      step.limit,
      step.counted ?? null,
      step.detail,
    ] satisfies StepRow;
    while (row.length > 2 && row.at(-1) === null) row.pop();
    return row;
  });
  return { v: compactVersion, p: people, s: steps };
}

const numberOrNull = (value: string | number | null | undefined): number | null => (typeof value === 'number' ? value : null);
const textOrNull = (value: string | number | null | undefined): string | null => (typeof value === 'string' ? value : null);

/** A stored trace, compact or as written before; a step that does not read as one is left out, never guessed. */
export function decodeTrace(stored: unknown): TraceStep[] {
  const compact = compactSchema.safeParse(stored);
  if (!compact.success) {
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((step: unknown) => {
      const parsed = traceStepSchema.safeParse(step);
      return parsed.success ? [parsed.data] : [];
    });
  }
  const { p: people, s: rows } = compact.data;
  return rows.flatMap((row) => {
    const rule = traceRuleSchema.safeParse(row[0]);
    const outcome = outcomes[numberOrNull(row[1]) ?? -1];
    if (!rule.success || !outcome) return [];
    const person = numberOrNull(row[2]);
    return [
      {
        rule: rule.data,
        personId: person === null ? null : (people[person] ?? null),
        value: numberOrNull(row[3]),
        limit: numberOrNull(row[4]),
        counted: numberOrNull(row[5]),
        detail: textOrNull(row[6]),
        outcome,
      },
    ];
  });
}
