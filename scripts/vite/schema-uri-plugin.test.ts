import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { schemaUriPlugin } from './schema-uri-plugin.ts';

function resolver() {
  const plugin = schemaUriPlugin();
  (plugin.configResolved as (config: Pick<ResolvedConfig, 'root'>) => void)({ root: '/site' });
  return plugin.resolveId as (source: string, importer?: string) => unknown;
}

describe('schemaUriPlugin (decision 016)', () => {
  it("gives rjsf's fast-uri import the URL-parser stand-in", () => {
    expect(
      resolver()('fast-uri', '/site/node_modules/@rjsf/utils/lib/findSchemaDefinition.js'),
    ).toBe('/site/src/schema-forms/schema-uri.ts');
  });

  it('leaves ajv, which needs the whole library, and every other import alone', () => {
    const resolve = resolver();
    expect(resolve('fast-uri', '/site/node_modules/ajv/dist/runtime/uri.js')).toBeNull();
    expect(resolve('fast-uri')).toBeNull();
    expect(
      resolve('jsonpointer', '/site/node_modules/@rjsf/utils/lib/findSchemaDefinition.js'),
    ).toBeNull();
  });
});
