import type { Plugin } from 'vite';
import { compileFormModule } from '../../form-compiler/compile-form.ts';
import type { FormSource } from '../../form-compiler/form-sources.ts';

/** The module the studio's pages import its settings forms from (scripts/studio/app/). */
export const studioFormsModule = 'virtual:studio-forms';

const resolved = `\0${studioFormsModule}`;

/**
 * The studio's settings forms as Vite virtual modules (decision 044), compiled by the form
 * compiler the site's own forms go through (precompiled validators, no eval in the browser):
 * `virtual:studio-forms` exports a loader for each, and `virtual:studio-forms/<id>` the compiled
 * form. They live only in the studio's dev server: never in src/schema-forms/compiled/, the
 * site's registry nor its build.
 */
export function studioFormsPlugin(forms: () => readonly FormSource[]): Plugin {
  let compiled: Map<string, FormSource> | undefined;
  const all = () => (compiled ??= new Map(forms().map((form) => [form.formId, form])));
  return {
    name: 'help-and-support:studio-forms',
    apply: 'serve',
    resolveId(id) {
      if (id === studioFormsModule || id.startsWith(`${studioFormsModule}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === resolved) {
        const loaders = [...all().keys()].map(
          (formId) =>
            `  ${JSON.stringify(formId)}: () => import(${JSON.stringify(`${studioFormsModule}/${formId}`)}).then((module) => module.default),`,
        );
        return `export const studioFormLoaders = {\n${loaders.join('\n')}\n};\n`;
      }
      if (id.startsWith(`${resolved}/`)) {
        const form = all().get(id.slice(resolved.length + 1));
        return form ? compileFormModule(form) : undefined;
      }
      return undefined;
    },
  };
}
