interface SchedulerWithYield {
  yield: () => Promise<void>;
}

function hasYield(value: unknown): value is SchedulerWithYield {
  return typeof value === 'object' && value !== null && typeof (value as { yield?: unknown }).yield === 'function';
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in between. App start
 * runs in several such steps: as one task it kept a slow phone busy for a quarter of a second. `scheduler.yield()`
 * resumes ahead of other queued work where the browser has it; elsewhere a zero timeout does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (hasYield(scheduler)) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
