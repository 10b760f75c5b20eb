import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as WriteCompiledFormsModule from '../form-compiler/write-compiled-forms.ts';
import { settledFile } from './settled-file.ts';

export const formValidatorsPluginName = 'help-and-support:form-validators';

/** What other plugins may ask: when the compile of a form started on its last save ends. */
export interface FormCompilesApi {
  readonly compiled: (formId: string) => Promise<void>;
}

const compileScript = 'scripts/compile-form-validators.ts';

/**
 * Compiles every form in a process of its own, as `npm run forms:compile` does (it writes the
 * phone rules' metadata the keywords read before it loads them).
 */
function runCompiler(root: string): Promise<void> {
  const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, compileScript], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${compileScript} failed (exit code ${code})`)),
    );
  });
}

type FormCompiler = typeof WriteCompiledFormsModule;

/**
 * Loads the form compiler into the dev server's process on the first save, beside the config
 * rather than bundled into it (as the preview's check is): a recompile then takes tens of
 * milliseconds, where a new process took seconds. It keeps the keywords' code it loaded, so a
 * change to a keyword's code (not to a schema) needs `npm run dev` started again.
 */
async function loadCompiler(root: string): Promise<FormCompiler> {
  const { tsImport } = await import('tsx/esm/api');
  const file = path.join(root, 'scripts/form-compiler/write-compiled-forms.ts');
  return (await tsImport(pathToFileURL(file).href, import.meta.url)) as FormCompiler;
}

/**
 * Keeps src/schema-forms/compiled/ in step with schemas/forms/: compiles every form when a build
 * or the dev server starts, and in dev recompiles a form when its schema or UI schema is saved.
 * The regenerated module replaces itself in the open page (see compile-form.ts), so the form and
 * the editors' preview update without a restart or a reload. Tests compile only when nothing is
 * there yet (`npm run test:unit` compiles first).
 */
export function formValidatorsPlugin(): Plugin<FormCompilesApi> {
  let root = process.cwd();
  // The latest compile of each form started in dev, so the preview can wait for what the
  // browser needs of it; `queue` also holds its data type, written after.
  const running = new Map<string, Promise<void>>();
  let queue: Promise<unknown> = Promise.resolve();
  let compiler: Promise<FormCompiler> | undefined;
  return {
    name: formValidatorsPluginName,
    api: { compiled: (formId) => running.get(formId) ?? Promise.resolve() },
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const compiled = path.join(root, 'src/schema-forms/compiled/meter-read.js');
      if (process.env.VITEST && existsSync(compiled)) return;
      await runCompiler(root);
    },
    configureServer(server) {
      const formsFolder = path.join(root, 'schemas/forms');
      server.watcher.add(formsFolder);
      const recompile = (file: string) => {
        const match = /[\\/]([^\\/]+)[\\/]\1\.(schema|ui)\.json$/.exec(file);
        if (!file.startsWith(formsFolder) || !match?.[1]) return;
        const formId = match[1];
        const loaded = (compiler ??= loadCompiler(root));
        const report = (error: Error) =>
          server.config.logger.error(`[form-validators] ${error.message}`);
        // One compile at a time, each after the one before: two saves in quick succession could
        // otherwise finish out of order, and the older file's form would win.
        const compile = queue
          .then(() => settledFile(file))
          .then(async () => (await loaded).writeBrowserForms(root, [formId]));
        running.set(
          formId,
          compile.then(() => undefined, report),
        );
        queue = compile.then(
          async () => (await loaded).writeFormDataTypes(root, [formId]).catch(report),
          () => undefined,
        );
      };
      server.watcher.on('change', recompile);
      server.watcher.on('add', recompile);
    },
  };
}
