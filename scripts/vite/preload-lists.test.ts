import { describe, expect, it } from 'vitest';
import { loadedBefore, loadedWith, preloadList } from './preload-lists.ts';

describe('the chunks loaded with a chunk', () => {
  it('are those it imports statically, all the way down, and itself', () => {
    const chunks = {
      'assets/content-page.js': { imports: ['assets/shared.js', 'assets/config.js'] },
      'assets/shared.js': { imports: ['assets/config.js', 'assets/site-paths.js'] },
      'assets/config.js': { imports: [] },
      'assets/site-paths.js': { imports: [] },
      'assets/wire-search-suggestions.js': { imports: ['assets/search-copy.js'] },
    };
    expect([...loadedWith(chunks, 'assets/content-page.js')].sort()).toEqual([
      'assets/config.js',
      'assets/content-page.js',
      'assets/shared.js',
      'assets/site-paths.js',
    ]);
  });
});

describe('the chunks loaded before a chunk runs', () => {
  const chunks = {
    'assets/index.js': {
      imports: ['assets/framework.js'],
      dynamicImports: ['assets/route.js'],
      isEntry: true,
    },
    'assets/framework.js': { imports: [] },
    'assets/route.js': { imports: [], dynamicImports: ['assets/complaint-details.js'] },
    'assets/complaint-details.js': { imports: [], dynamicImports: ['assets/AddressField.js'] },
    'assets/AddressField.js': { imports: ['assets/framework.js'] },
    'assets/content-page.js': { imports: ['assets/config.js'], isEntry: true },
    'assets/config.js': { imports: [] },
  };

  it('take in what the entries that reach it import statically', () => {
    // A form's module runs only after the app's entry, so its field's list leaves out the
    // framework the entry loaded.
    expect([...loadedBefore(chunks, 'assets/complaint-details.js')].sort()).toEqual([
      'assets/complaint-details.js',
      'assets/framework.js',
      'assets/index.js',
    ]);
  });

  it('take in only what every entry that reaches it has loaded', () => {
    const both = {
      ...chunks,
      'assets/content-page.js': {
        imports: ['assets/config.js'],
        dynamicImports: ['assets/complaint-details.js'],
        isEntry: true,
      },
    };
    expect([...loadedBefore(both, 'assets/complaint-details.js')]).toEqual([
      'assets/complaint-details.js',
    ]);
  });
});

describe("a lazy import's preload list", () => {
  const chunks = {
    'assets/index.js': {
      imports: ['assets/framework.js'],
      dynamicImports: ['assets/complaint-details.js', 'assets/route.js'],
      isEntry: true,
    },
    'assets/framework.js': { imports: [] },
    'assets/complaint-details.js': { imports: ['assets/framework.js'] },
    'assets/route.js': { imports: ['assets/step.js'] },
    'assets/step.js': { imports: [], css: true },
  };

  it('leaves out the imported chunk itself when no styles come with it', () => {
    // The import fetches its own chunk at once; naming it again only costs the entry bytes.
    expect(
      preloadList(
        chunks,
        'assets/complaint-details.js',
        ['assets/complaint-details.js', 'assets/framework.js'],
        'assets/index.js',
      ),
    ).toEqual([]);
  });

  it('keeps the imported chunk when the import waits for styles first', () => {
    expect(
      preloadList(
        chunks,
        'assets/route.js',
        ['assets/route.js', 'assets/step.js'],
        'assets/index.js',
      ),
    ).toEqual(['assets/route.js', 'assets/step.js']);
  });

  it('leaves out the chunk itself when the only styles have loaded already', () => {
    const loadedStyles = { ...chunks, 'assets/framework.js': { imports: [], css: true } };
    expect(
      preloadList(
        loadedStyles,
        'assets/complaint-details.js',
        ['assets/complaint-details.js'],
        'assets/index.js',
      ),
    ).toEqual([]);
  });
});
