import type { HtmlTagDescriptor, Plugin } from 'vite';
import { contentPaths } from '../../src/site/content-paths.ts';
import type { SiteConfig } from '../../src/site/read-config.ts';
import { appOnlyAttribute } from '../../src/site/prerendering.ts';

/**
 * Content every page shows first, asked for by the HTML itself: the header configuration. The
 * browser fetches it beside the scripts instead of after them, a round trip sooner; the header's
 * own request then takes the preloaded answer (same address, CORS mode and credentials as the
 * content client's fetch). Content only some pages show is asked for by their route loaders,
 * so no page downloads what it does not use.
 */
export function contentPreloadTags(config: SiteConfig): HtmlTagDescriptor[] {
  const href = `${config.apiBaseUrls.content}${contentPaths.headerConfiguration}`;
  return [
    {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'anonymous',
        href,
        [appOnlyAttribute]: true,
      },
      injectTo: 'head',
    },
  ];
}

/** Adds the content preloads to index.html, in dev and in the build. */
export function contentPreloadPlugin(config: SiteConfig): Plugin {
  return {
    name: 'help-and-support:content-preload',
    transformIndexHtml: () => contentPreloadTags(config),
  };
}
