import { lazyModule } from './lazy-module.ts';

/**
 * What a browser without JavaScript shows in place of a form (NeedsJavaScript.tsx). Only the
 * build's prerenderer renders it, since a customer's browser has scripting on, so it is a chunk
 * of its own that form steps never download; the prerenderer loads it before it renders a page.
 */
export const loadNeedsJavaScript = lazyModule(() => import('./NeedsJavaScript.tsx'));
