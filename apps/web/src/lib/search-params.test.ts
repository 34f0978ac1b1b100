import { searchWithParam } from './search-params.ts';

describe('searchWithParam', () => {
  it('sets or removes one parameter and keeps the others', () => {
    const params = new URLSearchParams('tab=eligibility&id=a');
    expect(searchWithParam(params, 'id', 'b')).toBe('?tab=eligibility&id=b');
    expect(searchWithParam(params, 'id', null)).toBe('?tab=eligibility');
    expect(searchWithParam(new URLSearchParams('id=a'), 'id', null)).toBe('?');
  });
});
