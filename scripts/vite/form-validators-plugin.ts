import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type * as WriteCompiledFormsModule from '../form-compiler/write-compiled-forms.ts';
import { settledFile } from './settled-file.ts';

export const formValidatorsPluginName = 'help-and-support:form-validators';

/** What other plugins may ask of the compiles. */
export interface FormCompilesApi {
  /** When the compile of a form started on its last save ends. */
  readonly compiled: (formId: string) => Promise<void>;
  /**
   * Compiles every form of another copy of the project into that copy's compiled folder, then
   * keeps them in step with its schemas as they are saved (an editor's copy, for the studio run
   * for a team). Settles once the first compile is written (failing when a form would not
   * compile; the forms before it are written); asking again compiles nothing more.
   */
  readonly keepCopyCompiled: (copy: string) => Promise<void>;
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
  // Copies kept compiled (keepCopyCompiled), by folder: their first compile.
  const copies = new Map<string, Promise<void>>();
  let watchCopy: (copy: string) => void = () => undefined;
  return {
    name: formValidatorsPluginName,
    api: {
      compiled: (formId) => running.get(formId) ?? Promise.resolve(),
      keepCopyCompiled(copy) {
        let first = copies.get(copy);
        if (!first) {
          const compile = queue.then(async () => {
            (await (compiler ??= loadCompiler(root))).writeBrowserForms(copy);
          });
          queue = compile.catch(() => undefined);
          // Watched even when a form failed to compile: its next save compiles it again.
          first = compile.finally(() => watchCopy(copy));
          copies.set(copy, first);
        }
        return first;
      },
    },
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const compiled = path.join(root, 'src/schema-forms/compiled/meter-read.js');
      if (process.env.VITEST && existsSync(compiled)) return;
      await runCompiler(root);
    },
    configureServer(server) {
      const formsFolderOf = (project: string) => path.join(project, 'schemas/forms');
      server.watcher.add(formsFolderOf(root));
      // The projects whose forms are kept compiled: this one, and the copies asked for.
      const projects = [root];
      watchCopy = (copy) => {
        projects.push(copy);
        server.watcher.add(formsFolderOf(copy));
      };
      const recompile = (file: string) => {
        const match = /[\\/]([^\\/]+)[\\/]\1\.(schema|ui)\.json$/.exec(file);
        const project = projects.find((folder) =>
          file.startsWith(formsFolderOf(folder) + path.sep),
        );
        if (!project || !match?.[1]) return;
        const formId = match[1];
        const loaded = (compiler ??= loadCompiler(root));
        const report = (error: Error) =>
          server.config.logger.error(`[form-validators] ${error.message}`);
        // One compile at a time, each after the one before: two saves in quick succession could
        // otherwise finish out of order, and the older file's form would win.
        const compile = queue
          .then(() => settledFile(file))
          .then(async () => (await loaded).writeBrowserForms(project, [formId]));
        if (project !== root) {
          // A copy's forms are for the browser only: no data types, nobody waits on them.
          queue = compile.catch(report);
          return;
        }
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
