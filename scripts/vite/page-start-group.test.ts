import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageStartModules, runsAtPageStart } from './page-start-group.ts';

describe('the modules a help page and the app run at start', () => {
  it('are modules of the site', () => {
    expect(pageStartModules.filter((module) => !existsSync(module))).toEqual([]);
  });

  it('are known by the ids the bundler gives them, with Vite’s preload helper', () => {
    expect(runsAtPageStart('/work/site/src/lib/analytics/data-layer.ts')).toBe(true);
    expect(runsAtPageStart('C:\\site\\src\\lib\\analytics\\data-layer.ts')).toBe(true);
    expect(runsAtPageStart('\0vite/preload-helper.js')).toBe(true);
    expect(runsAtPageStart('/work/site/src/lib/consent/onetrust.ts')).toBe(false);
    expect(runsAtPageStart('/work/site/src/site/config.ts')).toBe(false);
  });
});
