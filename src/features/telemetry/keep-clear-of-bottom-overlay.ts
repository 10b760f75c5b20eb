/** The custom property base.css reads to keep page content clear of a bottom overlay. */
export const bottomOverlaySpaceProperty = '--bottom-overlay-space';

/**
 * Keeps the page clear of an overlay fixed to the bottom of the viewport while it is shown: the
 * page gains that much space at its end, so nothing sits under it for good, and focus scrolling
 * stops above it (WCAG 2.2 SC 2.4.11 Focus Not Obscured, technique C43: scroll-padding).
 * The overlay itself takes no place in the page's flow, so showing it shifts nothing (CLS 0).
 * Returns what stops it, for when the overlay goes.
 */
export function keepClearOfBottomOverlay(overlay: HTMLElement): () => void {
  const root = overlay.ownerDocument.documentElement;
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  // The observer reports the size once laid out, first right after observe(): reading it
  // here instead (offsetHeight) would force a layout of the whole page during its first paint.
  const observer = new ResizeObserver(([entry]) => {
    const height = entry?.borderBoxSize[0]?.blockSize ?? overlay.offsetHeight;
    root.style.setProperty(bottomOverlaySpaceProperty, `${Math.ceil(height)}px`);
  });
  observer.observe(overlay);
  return () => {
    observer.disconnect();
    root.style.removeProperty(bottomOverlaySpaceProperty);
  };
}
