import { captchaImageUrl, prefetchCaptcha, takePrefetchedCaptcha } from './captcha-image.ts';

describe('the first captcha', () => {
  afterEach(() => {
    takePrefetchedCaptcha();
  });

  it('is requested at once, at high priority, with the timestamp the form will use', () => {
    const image = document.createElement('img');
    prefetchCaptcha(1795000000000, () => image);
    expect(image.getAttribute('src')).toBe('/api/captcha/image?timestamp=1795000000000');
    expect(image.fetchPriority).toBe('high');
    expect(captchaImageUrl(1795000000000)).toBe(image.getAttribute('src'));
  });

  it('is handed to the first form only: a later form asks for a new image', () => {
    prefetchCaptcha(1795000000000, () => document.createElement('img'));
    expect(takePrefetchedCaptcha()).toBe(1795000000000);
    expect(takePrefetchedCaptcha()).toBeNull();
  });

  it('is nothing to take when none was prefetched', () => {
    expect(takePrefetchedCaptcha()).toBeNull();
  });
});
