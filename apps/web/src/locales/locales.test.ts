import ar from './ar.json';
import en from './en.json';

/** Every leaf key of a translation file, dotted. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  it('have the same keys in Arabic and English', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    const empty = (file: unknown) =>
      keys(file).filter((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file) === '');
    expect(empty(ar)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });

  it('hold at least ten questions and answers', () => {
    expect(Object.keys(ar.faqs.items).length).toBeGreaterThanOrEqual(10);
  });
});
