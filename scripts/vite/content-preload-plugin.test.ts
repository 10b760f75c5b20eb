import { describe, expect, it } from 'vitest';
import { contentPreloadTags } from './content-preload-plugin.ts';
import { readConfig } from '../../src/site/read-config.ts';

describe('content the HTML asks for beside the scripts', () => {
  it('preloads the header configuration, which every page shows, from the content service', () => {
    const tags = contentPreloadTags(readConfig({ VITE_CONTENT_URL: 'https://content.example' }));
    expect(tags.map((tag) => tag.attrs)).toEqual([
      {
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'anonymous',
        href: 'https://content.example/aem6/content/sysadmin/header-configuration.json',
        // A static-first help page, whose header is in its HTML, leaves it out (decision 025).
        'data-app-only': true,
      },
    ]);
  });

  it('asks the embedded stub on this origin by default', () => {
    const [header] = contentPreloadTags(readConfig({}));
    expect(header?.attrs?.href).toBe('/aem6/content/sysadmin/header-configuration.json');
  });
});
