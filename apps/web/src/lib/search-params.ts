/**
 * The search of this page's address with one parameter set (a list opening one of its items: `?file=`, `?id=`) or
 * removed (null: back to the list); the other parameters are kept. Never empty, so a link always changes the search.
 */
export function searchWithParam(params: URLSearchParams, name: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  const query = next.toString();
  return query ? `?${query}` : '?';
}
