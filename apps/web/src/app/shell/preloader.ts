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
