import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('goes on in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after yield');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['queued task', 'after yield']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    Reflect.set(globalThis, 'scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
