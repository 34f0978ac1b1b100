/**
 * A route's own hooks of one kind with `hook` run first. Plugins that concern some routes only (sessions, ETags) add
 * their hook to those routes when they are declared (`onRoute`), rather than run a global hook on every request that
 * looks the route up and returns at once on all the others.
 */
export function withHookFirst<H>(hook: H, existing: H | H[] | undefined): H[] {
  return [hook, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
}

/** A route's own hooks of one kind with `hook` run last (after the access check the auth plugin puts first). */
export function withHookLast<H>(hook: H, existing: H | H[] | undefined): H[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}
