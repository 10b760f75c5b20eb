import path from 'node:path';
import type { Plugin } from 'vite';

const rjsfUtils = /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]/;

/**
 * Gives rjsf's two fast-uri calls the browser's URL parser instead (decision 016), and only
 * rjsf's: ajv uses much more of fast-uri (parse, serialize), so any ajv code keeps the library.
 * Applies where Vite's plugins run (the build); the dev server's pre-bundled dependencies keep
 * the library, which costs nothing there.
 */
export function schemaUriPlugin(): Plugin {
  let standIn = path.resolve('src/schema-forms/schema-uri.ts');
  return {
    name: 'help-and-support:schema-uri',
    enforce: 'pre',
    configResolved(config) {
      standIn = path.join(config.root, 'src/schema-forms/schema-uri.ts');
    },
    resolveId(source, importer) {
      return source === 'fast-uri' && importer !== undefined && rjsfUtils.test(importer)
        ? standIn
        : null;
    },
  };
}
