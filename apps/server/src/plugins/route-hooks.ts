/**
 * A route's own hooks of one kind with `hook` added. Plugins that concern some routes only (sessions, ETags) add
 * their hook to those routes when they are declared (`onRoute`), rather than run a global hook on every request that
 * looks the route up and returns at once on all the others.
 */
export function hooksWith<H>(existing: H | H[] | undefined, hook: H, where: 'first' | 'last'): H[] {
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return where === 'first' ? [hook, ...list] : [...list, hook];
}
