import { describe, expect, it, vi } from 'vitest';
import { whenPageShown } from './when-page-shown.ts';

describe('whenPageShown', () => {
  it('runs at once on a page the visitor opened', () => {
    const then = vi.fn();
    whenPageShown(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits until a prerendered page is shown, and runs once', () => {
    const doc = document.implementation.createHTMLDocument();
    Object.defineProperty(doc, 'prerendering', { value: true, configurable: true });
    const then = vi.fn();
    whenPageShown(then, doc);
    expect(then).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(then).toHaveBeenCalledTimes(1);
  });
});
