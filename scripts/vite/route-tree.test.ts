import { describe, expect, it } from 'vitest';
import { readRouteTree, rendersOnlyOnFailure, routeChainFor } from './route-tree.ts';

describe("the site's routes as the build reads them", () => {
  const routes = readRouteTree();

  it.each([
    ['/', ['__root__', '/']],
    ['/bills-and-payments', ['__root__', '/$category/']],
    ['/bills-and-payments/understanding-your-bill', ['__root__', '/$category/$article']],
    ['/complaints/feedback', ['__root__', '/complaints/feedback/']],
    ['/complaints/gas-and-electricity/query', ['__root__', '/complaints/$complaint/query']],
  ])('%s renders the chain %j', (path, chain) => {
    expect(routeChainFor(routes, path).map((route) => route.id)).toEqual(chain);
  });
});

describe("TanStack's split chunks a page that loads well never asks for", () => {
  it.each([
    ['src/routes/index.tsx?tsr-split=component', false],
    ['src/routes/$category.index.tsx?tsr-split=errorComponent', true],
    ['src/routes/complaints/$complaint/index.tsx?tsr-split=notFoundComponent', true],
    ['src/routes/search.tsx?tsr-split=errorComponent---notFoundComponent', true],
    ['src/routes/search.tsx?tsr-split=component---errorComponent', false],
    ['src/routes/index.tsx', false],
  ])('%s: %s', (moduleId, onlyOnFailure) => {
    expect(rendersOnlyOnFailure(moduleId)).toBe(onlyOnFailure);
  });
});
