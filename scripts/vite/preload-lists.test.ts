import { describe, expect, it } from 'vitest';
import { loadedWith } from './preload-lists.ts';

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
