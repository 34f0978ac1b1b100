import { describe, expect, it } from 'vitest';
import { withHookFirst } from './route-hooks.ts';

describe('withHookFirst', () => {
  const mine = () => 'mine';
  const theirs = () => 'theirs';

  it('makes a list of one when the route had none', () => {
    expect(withHookFirst(mine, undefined)).toEqual([mine]);
  });

  it('puts the hook before a single hook the route declared', () => {
    expect(withHookFirst(mine, theirs)).toEqual([mine, theirs]);
  });

  it('keeps every hook of a list, in order, without changing the list it was given', () => {
    const declared = [theirs, theirs];
    expect(withHookFirst(mine, declared)).toEqual([mine, theirs, theirs]);
    expect(declared).toEqual([theirs, theirs]);
  });
});
