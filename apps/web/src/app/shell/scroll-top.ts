/** Spec §2/§9: the button appears past 100 px and hides below 10 px; in between it keeps its state. */
export const scrollTopShowAbove = 100;
export const scrollTopHideBelow = 10;

/** The hysteresis keeps the button from flickering while the page hovers around one threshold. */
export function nextScrollTopVisible(visible: boolean, scrollY: number): boolean {
  if (scrollY > scrollTopShowAbove) return true;
  if (scrollY < scrollTopHideBelow) return false;
  return visible;
}
