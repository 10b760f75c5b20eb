import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export const formValidatorsPluginName = 'help-and-support:form-validators';

/** What other plugins may ask: when the compile of a form started on its last save ends. */
export interface FormCompilesApi {
  readonly compiled: (formId: string) => Promise<void>;
}

const compileScript = 'scripts/compile-form-validators.ts';

/** Runs the form compiler in its own process (it loads the schemas' keywords fresh each time). */
function runCompiler(root: string, formIds: readonly string[]): Promise<void> {
  const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, compileScript, ...formIds], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${compileScript} failed (exit code ${code})`)),
    );
  });
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
  // The latest compile of each form started in dev, so the preview can wait for it.
  const running = new Map<string, Promise<void>>();
  return {
    name: formValidatorsPluginName,
    api: { compiled: (formId) => running.get(formId) ?? Promise.resolve() },
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const compiled = path.join(root, 'src/schema-forms/compiled/meter-read.js');
      if (process.env.VITEST && existsSync(compiled)) return;
      await runCompiler(root, []);
    },
    configureServer(server) {
      const formsFolder = path.join(root, 'schemas/forms');
      server.watcher.add(formsFolder);
      const recompile = (file: string) => {
        const match = /[\\/]([^\\/]+)[\\/]\1\.(schema|ui)\.json$/.exec(file);
        if (!file.startsWith(formsFolder) || !match?.[1]) return;
        const formId = match[1];
        // One compile of a form at a time, each after the one before: two saves in quick
        // succession could otherwise finish out of order, and the older file's form would win.
        const compile = (running.get(formId) ?? Promise.resolve())
          .then(() => runCompiler(root, [formId]))
          .catch((error: Error) =>
            server.config.logger.error(`[form-validators] ${error.message}`),
          );
        running.set(formId, compile);
      };
      server.watcher.on('change', recompile);
      server.watcher.on('add', recompile);
    },
  };
}
