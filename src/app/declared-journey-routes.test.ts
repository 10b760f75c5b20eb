import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The routes' table is in the app's entry, which every page and form step downloads before the
// customer can act (issue 40): a page's component imported here statically would ride along.
describe('declared journey routes', () => {
  it('load their pages with the route, never with the app entry', () => {
    const source = readFileSync('src/app/declared-journey-routes.tsx', 'utf8');
    const staticImports = [...source.matchAll(/^import [^;]*? from '([^']+)';/gms)].map(
      (match) => match[1],
    );
    expect(staticImports.filter((path) => /\/[A-Z][A-Za-z]*Page\.tsx$/.test(path ?? ''))).toEqual(
      [],
    );
  });
});
