import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** A built chunk's file name and the chunks it imports statically. */
export interface ChunkImports {
  readonly imports: readonly string[];
  /** The chunks it imports on demand, and whether a page loads it by name (an entry). */
  readonly dynamicImports?: readonly string[];
  readonly isEntry?: boolean;
  /** Whether styles come with it (Vite's `importedCss`). */
  readonly css?: boolean;
}

/** Every chunk a chunk imports statically, itself included: all loaded by the time it runs. */
export function loadedWith(
  chunks: Readonly<Record<string, ChunkImports | undefined>>,
  host: string,
): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * What has loaded by the time a chunk runs: what it imports statically, and what every entry it
 * can be reached from (by any import) imports statically. A form's module is reached only from
 * the app's entry, so the app's own chunks are loaded before it asks for its checks or fields.
 */
export function loadedBefore(
  chunks: Readonly<Record<string, ChunkImports | undefined>>,
  host: string,
): Set<string> {
  const reaches = (from: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = chunks[file];
      [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])].forEach(visit);
    };
    visit(from);
    return seen;
  };
  const entries = Object.keys(chunks).filter(
    (file) => chunks[file]?.isEntry === true && file !== host && reaches(file).has(host),
  );
  const byEveryEntry = entries
    .map((entry) => loadedWith(chunks, entry))
    .reduce<Set<string> | undefined>(
      (common, loaded) =>
        common ? new Set([...common].filter((file) => loaded.has(file))) : loaded,
      undefined,
    );
  return new Set([...loadedWith(chunks, host), ...(byEveryEntry ?? [])]);
}

/**
 * A lazy import's preload list from Vite's: what is not loaded already, and the imported chunk
 * itself only when styles come with it. The import fetches its own chunk as soon as the list's
 * styles have loaded; listing the chunk lets it download while they do, and with no styles to
 * wait for it only costs its name in the entry.
 */
export function preloadList(
  chunks: Readonly<Record<string, ChunkImports | undefined>>,
  imported: string,
  deps: readonly string[],
  host: string,
): string[] {
  const loaded = loadedBefore(chunks, host);
  const waitsForStyles = [...loadedWith(chunks, imported)].some(
    (file) => !loaded.has(file) && chunks[file]?.css === true,
  );
  return deps.filter((dep) => !loaded.has(dep) && (waitsForStyles || dep !== imported));
}

/**
 * Shortens each lazy import's preload list (Vite's `build.modulePreload.resolveDependencies`,
 * `preloadList`): a chunk its host imports statically has loaded before the host runs, and so
 * has one every entry that can reach the host imports statically (a form's module is reached
 * only from the app's entry), so listing it costs bytes and preloads nothing. On a help page the
 * lists of its three lazy parts named 30 files, most of them the page script's own (decision 049).
 */
export function preloadLists(): {
  readonly plugin: Plugin;
  readonly resolveDependencies: (
    filename: string,
    deps: string[],
    context: { readonly hostId: string },
  ) => string[];
} {
  let bundle: OutputBundle | undefined;
  const chunkImports = (): Record<string, ChunkImports | undefined> =>
    Object.fromEntries(
      Object.entries(bundle ?? {}).flatMap(([file, output]) =>
        output.type === 'chunk'
          ? [
              [
                file,
                {
                  imports: output.imports,
                  dynamicImports: output.dynamicImports,
                  isEntry: output.isEntry,
                  css: (output.viteMetadata?.importedCss.size ?? 0) > 0,
                },
              ],
            ]
          : [],
      ),
    );
  return {
    plugin: {
      name: 'help-and-support:preload-lists',
      apply: 'build',
      // Before Vite writes the lists (its import analysis runs among the last plugins).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(filename, deps, { hostId }) {
      return bundle ? preloadList(chunkImports(), filename, deps, hostId) : deps;
    },
  };
}
