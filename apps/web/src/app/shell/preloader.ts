/** Id of the preloader markup in index.html, shown before any script runs. */
export const preloaderId = 'preloader';
const fadeMs = 400;

/** Fades the preloader out, then removes it so it never hides content from assistive technology. */
export function hidePreloader(doc: Document = document): void {
  const element = doc.getElementById(preloaderId);
  if (!element) return;
  element.setAttribute('aria-busy', 'false');
  element.classList.add('preloader--done');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    element.remove();
  };
  element.addEventListener('transitionend', remove, { once: true });
  // transitionend never fires with reduced motion or in a background tab.
  setTimeout(remove, fadeMs + 100);
}

/**
 * The app's code could not be loaded (offline, or a new release replaced the files mid-visit): instead of a preloader
 * that never ends, its bilingual message (index.html, since no translation has loaded) and a button to try again.
 */
export function showStartFailure(doc: Document = document, reload: () => void = () => doc.defaultView?.location.reload()): void {
  const element = doc.getElementById(preloaderId);
  const failure = doc.getElementById('preloader-failure');
  if (!element || !failure) return;
  element.setAttribute('aria-busy', 'false');
  element.removeAttribute('aria-label');
  element.querySelector('.preloader__mark')?.setAttribute('style', 'animation: none');
  failure.hidden = false;
  doc.getElementById('preloader-retry')?.addEventListener('click', () => reload(), { once: true });
}
