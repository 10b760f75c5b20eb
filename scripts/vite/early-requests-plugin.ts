import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk, PluginContext } from 'rolldown';
import {
  readRouteTree,
  rendersOnlyOnFailure,
  routeChainFor,
  type RouteNode,
} from './route-tree.ts';
import type { SiteConfig } from '../../src/site/read-config.ts';
import { basePath } from '../../src/site/site-paths.ts';
import {
  earlyRequestTableId,
  type EarlyRequestTable,
} from '../../src/app/early-requests/early-requests.ts';
import { appOnlyAttribute } from '../../src/site/prerendering.ts';
import { declaredModulesOf, earlyRequestsOf } from './route-early-requests.ts';

// Paths from this file, not `new URL(…, import.meta.url)`, which Vite rewrites as an asset URL.
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runtimeModule = path.join(projectRoot, 'src/app/early-requests/start-early-requests.ts');
const fromProjectRoot = (file: string) => path.resolve(projectRoot, file);

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
}

/** The chunk a module ended up in: the one it is the facade of, else the one holding it. */
function chunkHolding(chunks: readonly OutputChunk[], moduleId: string): OutputChunk | undefined {
  return (
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId))
  );
}

/** A chunk's file and every file it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * The code a route asks for as it loads, beyond the entry: the chunks of what its route file
 * imports on demand (TanStack's split component, the modules its loader and guard import), of
 * the modules declared for it, and their static imports. A declared module absent from the
 * build (the stub's banner in production) is skipped.
 */
function routeFiles(
  context: PluginContext,
  bundle: OutputBundle,
  chunks: readonly OutputChunk[],
  route: RouteNode,
  entryFiles: ReadonlySet<string>,
): { scripts: Set<string>; styles: Set<string> } {
  const routeModule = fromProjectRoot(route.file);
  const info = context.getModuleInfo(routeModule);
  if (!info) throw new Error(`early requests: ${route.file} is not in the build`);
  const declared = declaredModulesOf(route);
  const onDemand = [
    ...info.dynamicallyImportedIds.filter((id) => !rendersOnlyOnFailure(id)),
    ...declared.map(fromProjectRoot),
  ];
  const scripts = new Set<string>();
  for (const imported of onDemand) {
    const chunk = chunkHolding(chunks, imported);
    if (chunk) staticClosure(bundle, chunk.fileName, scripts);
  }
  for (const file of entryFiles) scripts.delete(file);
  const styles = new Set<string>();
  for (const file of scripts) {
    const chunk = bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } };
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  }
  return { scripts, styles };
}

/** The table of every route's early requests, from the finished bundle. */
export function buildEarlyRequestTable(
  context: PluginContext,
  bundle: OutputBundle,
  config: SiteConfig,
  routes: readonly RouteNode[] = readRouteTree(),
): EarlyRequestTable {
  const chunks = chunksOf(bundle);
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/index.html'));
  if (!entry) throw new Error('early requests: the build has no index.html entry chunk');
  const entryFiles = staticClosure(bundle, entry.fileName);
  const url = (file: string) => `${basePath}/${file}`;
  // Each route's own files once: the root is in every chain.
  const filesOf = new Map<string, ReturnType<typeof routeFiles>>();
  const routeFilesOf = (node: RouteNode) => {
    let files = filesOf.get(node.id);
    if (!files) {
      files = routeFiles(context, bundle, chunks, node, entryFiles);
      filesOf.set(node.id, files);
    }
    return files;
  };
  const table = routes
    .filter((route) => route.parentId !== null)
    .map((route) => {
      const scripts = new Set<string>();
      const styles = new Set<string>();
      for (const node of routeChainFor(routes, route.fullPath)) {
        const files = routeFilesOf(node);
        files.scripts.forEach((file) => scripts.add(file));
        files.styles.forEach((file) => styles.add(file));
      }
      const content = (earlyRequestsOf(route.fullPath)?.content ?? []).map(
        ({ client, path }) => `${config.apiBaseUrls[client]}${path}`,
      );
      return {
        path: route.fullPath,
        scripts: [...scripts].map(url),
        styles: [...styles].map(url),
        content,
      };
    });
  return { basePath, routes: table };
}

/**
 * The HTML with the early-requests tags right after its charset declaration, which must stay
 * within the first 1024 bytes, and before every other tag that makes a request.
 */
export function withEarlyRequestTags(html: string, tags: string): string {
  const charset = /<meta charset="utf-8"\s*\/?>\s*/i.exec(html);
  if (!charset) throw new Error('early requests: index.html has no <meta charset="utf-8">');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tags}    ${html.slice(at)}`;
}

/**
 * Builds the early-requests script as an entry of its own and writes, into the built HTML,
 * the table it reads and the tag that runs it ahead of the app's entry (build only: the dev
 * server serves modules one by one, where this would not help).
 */
export function earlyRequestsPlugin(config: SiteConfig): Plugin {
  let runtimeRef = '';
  return {
    name: 'help-and-support:early-requests',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      runtimeRef = this.emitFile({ type: 'chunk', id: runtimeModule, name: 'early-requests' });
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('early requests: index.html was not built');
      const runtimeFile = this.getFileName(runtimeRef);
      const runtime = bundle[runtimeFile];
      if (runtime?.type !== 'chunk' || runtime.imports.length > 0) {
        throw new Error(`early requests: ${runtimeFile} must import nothing, to run first`);
      }
      const table = buildEarlyRequestTable(this as unknown as PluginContext, bundle, config);
      // '<' is escaped so no content of the table can close the data block.
      const json = JSON.stringify(table).replaceAll('<', '\\u003c');
      const tags =
        `<script type="application/json" id="${earlyRequestTableId}" ${appOnlyAttribute}>${json}</script>\n` +
        `    <script type="module" async src="${basePath}/${runtimeFile}" ${appOnlyAttribute}></script>\n`;
      html.source = withEarlyRequestTags(String(html.source), tags);
    },
  };
}
