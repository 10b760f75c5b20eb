import { existsSync, readFileSync } from 'node:fs';
import { matchScore } from '../../src/app/early-requests/route-pattern.ts';

/**
 * The site's routes as TanStack Router generated them (src/app/route-tree.gen.ts): which file
 * defines each route and which route is its parent. The bench and the early-requests build step use it to find the chunks a URL
 * needs without a hand-kept list that would drift from the routes.
 */

/** One route of the tree. */
export interface RouteNode {
  readonly id: string;
  readonly fullPath: string;
  /** Source file, relative to the project root, e.g. 'src/routes/index.tsx'. */
  readonly file: string;
  readonly parentId: string | null;
}

const generatedTree = 'src/app/route-tree.gen.ts';

function routeFile(importPath: string): string {
  const base = `src/${importPath.replace(/^\.\/\.\.\//, '')}`;
  const file = ['.tsx', '.ts']
    .map((extension) => base + extension)
    .find((name) => existsSync(name));
  if (!file) throw new Error(`Route module ${base} named in ${generatedTree} does not exist`);
  return file;
}

/** Reads every route of the generated route tree, the root included (id '__root__'). */
export function readRouteTree(source = readFileSync(generatedTree, 'utf8')): RouteNode[] {
  const files = new Map<string, string>();
  for (const match of source.matchAll(/import \{ Route as (\w+) \} from '([^']+)'/g)) {
    files.set(match[1] ?? '', routeFile(match[2] ?? ''));
  }
  const fileOf = (importName: string) => {
    const file = files.get(importName);
    if (!file) throw new Error(`${generatedTree}: no import named ${importName}`);
    return file;
  };
  const nodes: RouteNode[] = [
    { id: '__root__', fullPath: '/', file: fileOf('rootRouteImport'), parentId: null },
  ];
  const entries = source.matchAll(
    /'([^']+)': \{\s*id: '[^']*'\s*path: '[^']*'\s*fullPath: '([^']*)'\s*preLoaderRoute: typeof (\w+)\s*parentRoute: typeof (\w+)/g,
  );
  const idOfImport = new Map<string, string>([['rootRouteImport', '__root__']]);
  const pending: { id: string; fullPath: string; importName: string; parentImport: string }[] = [];
  for (const [, id = '', fullPath = '', importName = '', parentImport = ''] of entries) {
    idOfImport.set(importName, id);
    pending.push({ id, fullPath, importName, parentImport });
  }
  for (const route of pending) {
    nodes.push({
      id: route.id,
      fullPath: route.fullPath,
      file: fileOf(route.importName),
      parentId: idOfImport.get(route.parentImport) ?? null,
    });
  }
  return nodes;
}

function depth(nodes: readonly RouteNode[], node: RouteNode): number {
  const parent = nodes.find((candidate) => candidate.id === node.parentId);
  return parent ? 1 + depth(nodes, parent) : 0;
}

/**
 * The route a URL path (below the base path) renders, and its ancestors, root first. The best
 * match has the most static segments; of equal ones (a layout and its index route) the deepest.
 */
export function routeChainFor(nodes: readonly RouteNode[], path: string): RouteNode[] {
  const candidates = nodes
    .filter((node) => node.parentId !== null)
    .map((node) => ({ node, score: matchScore(node.fullPath, path), depth: depth(nodes, node) }))
    .filter((candidate) => candidate.score !== null)
    .sort(
      (first, second) => (second.score ?? 0) - (first.score ?? 0) || second.depth - first.depth,
    );
  const best = candidates[0];
  if (!best) throw new Error(`No route of ${generatedTree} matches ${path}`);
  const chain: RouteNode[] = [];
  for (let node: RouteNode | undefined = best.node; node;) {
    chain.unshift(node);
    const parentId: string | null = node.parentId;
    node = parentId === null ? undefined : nodes.find((candidate) => candidate.id === parentId);
  }
  return chain;
}

const failureComponents = new Set(['errorComponent', 'notFoundComponent', 'pendingComponent']);

/**
 * Whether a module is one of TanStack's split chunks that only a failure or a wait renders
 * (`route.tsx?tsr-split=errorComponent`): a page that loads well never asks for it.
 */
export function rendersOnlyOnFailure(moduleId: string): boolean {
  const split = /[?&]tsr-split=([^&]+)/.exec(moduleId)?.[1];
  return split !== undefined && split.split('---').every((part) => failureComponents.has(part));
}
