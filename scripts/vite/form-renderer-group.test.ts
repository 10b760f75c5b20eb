import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  formRendererChunkName,
  formRendererRoots,
  type ModuleImporters,
} from './form-renderer-group.ts';

/** A module graph as the bundler tells it: each module's static importers, and the entries. */
function graph(
  importers: Record<string, readonly string[]>,
  entries: readonly string[] = ['/site/src/main.tsx'],
): (id: string) => ModuleImporters | null {
  return (id) =>
    id in importers || entries.includes(id)
      ? { isEntry: entries.includes(id), importers: importers[id] ?? [] }
      : null;
}

const form = '/site/src/schema-forms/LoadedSchemaForm.tsx';
const engine = '/site/src/schema-forms/form-engine.ts';
const step = '/site/src/routes/submit-meter-read.tsx?tsr-split=component';

describe('the form renderer’s file', () => {
  it('names modules of the site', () => {
    expect(formRendererRoots.filter((module) => !existsSync(module))).toEqual([]);
  });

  it('takes the renderer and what it imports, however deep, that no entry runs at start', () => {
    const moduleInfo = graph({
      [form]: [],
      [engine]: [],
      '/site/node_modules/@rjsf/core/lib/components/Form.js': [form],
      '/site/node_modules/@rjsf/utils/lib/schema/retrieveSchema.js': [
        '/site/node_modules/@rjsf/utils/lib/createSchemaUtils.js',
      ],
      '/site/node_modules/@rjsf/utils/lib/createSchemaUtils.js': [engine],
    });
    expect(formRendererChunkName(form, moduleInfo)).toBe('form-renderer');
    expect(formRendererChunkName(engine, moduleInfo)).toBe('form-renderer');
    expect(
      formRendererChunkName('/site/node_modules/@rjsf/core/lib/components/Form.js', moduleInfo),
    ).toBe('form-renderer');
    expect(
      formRendererChunkName(
        '/site/node_modules/@rjsf/utils/lib/schema/retrieveSchema.js',
        moduleInfo,
      ),
    ).toBe('form-renderer');
  });

  it('leaves what the app’s entry or a help page runs at start where it is', () => {
    const moduleInfo = graph(
      {
        [form]: [],
        '/site/src/site/fill-message.ts': [form, '/site/src/main.tsx'],
        '/site/src/lib/loading/load-once.ts': [form, '/site/src/app/content-page/page.ts'],
      },
      ['/site/src/main.tsx', '/site/src/app/content-page/page.ts'],
    );
    expect(formRendererChunkName('/site/src/site/fill-message.ts', moduleInfo)).toBeNull();
    expect(formRendererChunkName('/site/src/lib/loading/load-once.ts', moduleInfo)).toBeNull();
  });

  it('leaves a step’s own modules, and a form’s module, checks and fields, to their own files', () => {
    const moduleInfo = graph({
      [form]: [],
      [step]: [],
      '/site/src/features/meter-read/meter-read-state.ts': [step],
      '/site/src/schema-forms/compiled/meter-read.js': [form],
      '/site/src/schema-forms/compiled/meter-read.checks.js': [form],
      '/site/src/schema-forms/theme/fields/AddressField.tsx': [form],
    });
    expect(
      formRendererChunkName('/site/src/features/meter-read/meter-read-state.ts', moduleInfo),
    ).toBeNull();
    for (const own of [
      '/site/src/schema-forms/compiled/meter-read.js',
      '/site/src/schema-forms/compiled/meter-read.checks.js',
      '/site/src/schema-forms/theme/fields/AddressField.tsx',
    ]) {
      expect(formRendererChunkName(own, moduleInfo)).toBeNull();
    }
  });

  it('knows a module by a Windows id too', () => {
    const moduleInfo = graph({
      'C:\\site\\src\\schema-forms\\form-engine.ts': [],
      'C:\\site\\node_modules\\jsonpointer\\jsonpointer.js': [
        'C:\\site\\src\\schema-forms\\form-engine.ts',
      ],
    });
    expect(
      formRendererChunkName('C:\\site\\node_modules\\jsonpointer\\jsonpointer.js', moduleInfo),
    ).toBe('form-renderer');
  });
});
