import { describe, expect, it } from 'vitest';
import { hooksWith } from './route-hooks.ts';

describe('hooksWith', () => {
  const mine = () => 'mine';
  const theirs = () => 'theirs';

  it('makes a list of one when the route had none', () => {
    expect(hooksWith(undefined, mine, 'first')).toEqual([mine]);
  });

  it('puts the hook before or after a single hook the route declared', () => {
    expect(hooksWith(theirs, mine, 'first')).toEqual([mine, theirs]);
    expect(hooksWith(theirs, mine, 'last')).toEqual([theirs, mine]);
  });

  it('keeps every hook of a list, in order, without changing the list it was given', () => {
    const declared = [theirs, theirs];
    expect(hooksWith(declared, mine, 'first')).toEqual([mine, theirs, theirs]);
    expect(declared).toEqual([theirs, theirs]);
  });
});
