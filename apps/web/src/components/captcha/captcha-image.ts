import { routes } from 'virtual:sanad-routes';
import { endpointUrl } from '../../lib/api-client.ts';

/** The URL of a fresh captcha image: the timestamp keeps every cache from answering with an old one (spec §2). */
export function captchaImageUrl(timestamp: number): string {
  return endpointUrl(routes.auth.captchaImage, { query: { timestamp: String(timestamp) } });
}

let prefetched: number | null = null;

/**
 * Requests the captcha the first screen will show while the app is still starting. The login screen's largest
 * element is its captcha: fetched at the first render it came a round trip after the form itself. The browser keeps
 * the image for the page, so the form shows it at once.
 */
export function prefetchCaptcha(timestamp: number = Date.now(), createImage: () => HTMLImageElement = () => new Image()): void {
  prefetched = timestamp;
  const image = createImage();
  image.fetchPriority = 'high';
  image.src = captchaImageUrl(timestamp);
}

/**
 * The timestamp of the prefetched captcha, given once: the server keeps only a browser's latest captcha, so the
 * first form takes it and every later one (or a refresh) asks for a new image.
 */
export function takePrefetchedCaptcha(): number | null {
  const timestamp = prefetched;
  prefetched = null;
  return timestamp;
}
