import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The registry our forms start from. */
export const coreFieldsRegistry = path.join(
  projectRoot,
  'src/schema-forms/theme/core-fields-registry.ts',
);

const rjsfCoreModule = /node_modules[\\/]@rjsf[\\/]core[\\/]lib[\\/]/;
const defaultRegistryImport = /(^|\/)getDefaultRegistry\.js$/;

/**
 * The module an import inside rjsf's core resolves to instead: ours where rjsf imports its
 * default registry, nothing (rjsf's own resolution) for anything else.
 */
export function registryReplacementFor(
  source: string,
  importer: string | undefined,
): string | undefined {
  if (importer === undefined || !rjsfCoreModule.test(importer)) return undefined;
  return defaultRegistryImport.test(source) ? coreFieldsRegistry : undefined;
}

/**
 * Gives rjsf's Form the registry of only the fields our forms use in place of its default one,
 * which holds everything rjsf can draw and so keeps all of it in every form step's script
 * (decision 029). In the build, the dev server and the unit tests alike (vitest runs
 * `@rjsf/core` through Vite for this: vite.config.ts).
 */
export function formRendererRegistryPlugin(): Plugin {
  return {
    name: 'form-renderer-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      return registryReplacementFor(source, importer);
    },
  };
}
