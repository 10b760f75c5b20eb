import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';
import type * as CheckContextModule from '../schema-check/check-context.ts';
import type * as CheckOneFormModule from '../schema-check/check-one-form.ts';
import type * as FormSourcesModule from '../form-compiler/form-sources.ts';
import type { Problem } from '../schema-check/problems.ts';
import { formValidatorsPluginName, type FormCompilesApi } from './form-validators-plugin.ts';
import { settledFile } from './settled-file.ts';
import {
  formFindingsAsk,
  formFindingsEvent,
  type FormFindingsMessage,
} from '../../src/schema-forms/preview/form-findings-events.ts';

type CheckOneForm = (formId: string) => Problem[];

/**
 * Loads the schema check once, on the first question (it pulls in ajv and the keywords). It is
 * loaded beside the config, not bundled into it: Vite restarts the dev server when a file the
 * config imports changes, and the check imports modules that every form recompile rewrites.
 */
async function loadCheck(root: string): Promise<CheckOneForm> {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file: string) =>
    tsImport(pathToFileURL(path.join(root, file)).href, import.meta.url) as Promise<unknown>;
  const [{ createCheckContext }, { checkOneForm }, { listFormIds }] = (await Promise.all([
    load('scripts/schema-check/check-context.ts'),
    load('scripts/schema-check/check-one-form.ts'),
    load('scripts/form-compiler/form-sources.ts'),
  ])) as [typeof CheckContextModule, typeof CheckOneFormModule, typeof FormSourcesModule];
  // A form added since the dev server started (the studio's new step) is in the list of forms.
  return (formId) => checkOneForm(root, formId, createCheckContext(new Date(), listFormIds(root)));
}

const formFolderOf = (formsFolder: string, file: string): string | undefined => {
  const relative = path.relative(formsFolder, file);
  const [formId, name] = relative.split(path.sep);
  return formId && name && !formId.startsWith('..') ? formId : undefined;
};

const isInside = (folder: string, file: string): boolean => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Dev only: the forms preview's safety net. When a file of a form folder is saved, runs the
 * same checks as `npm run schemas:check` on that form and sends what they found to the open
 * previews over Vite's HMR channel; a preview that opens asks for them the same way. A clean
 * result waits for the form's recompile, so the preview never shows the form before it is fresh.
 * A save in schemas/leads/, schemas/messages/ or another form's folder re-checks every form a
 * preview has asked about, since its example leads read them too.
 */
export function formsPreviewFindingsPlugin(): Plugin {
  return {
    name: 'help-and-support:forms-preview-findings',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const root = server.config.root;
      const formsFolder = path.join(root, 'schemas/forms');
      const sharedFolders = ['schemas/leads', 'schemas/messages'].map((folder) =>
        path.join(root, folder),
      );
      const compiles = server.config.plugins.find(
        (plugin) => plugin.name === formValidatorsPluginName,
      )?.api as FormCompilesApi | undefined;
      let check: Promise<CheckOneForm> | undefined;
      const findingsOf = async (formId: string): Promise<FormFindingsMessage> => {
        check ??= loadCheck(root);
        const findings = (await check)(formId).map(({ file, pointer, message, fix }) => ({
          file,
          pointer,
          message,
          fix,
        }));
        return { formId, findings };
      };
      const report = (error: unknown) =>
        server.config.logger.error(`[forms-preview-findings] ${(error as Error).message}`);

      // The forms whose previews are open (or were): a shared file's save re-checks each of them.
      const previewed = new Set<string>();
      const send = (formId: string, saved: Promise<void>, afterCompile?: Promise<unknown>) =>
        saved
          .then(() => findingsOf(formId))
          .then(async (message) => {
            if (message.findings.length === 0) await afterCompile;
            server.ws.send(formFindingsEvent, message);
          })
          .catch(report);

      server.ws.on(formFindingsAsk, (data: { formId?: unknown }, client) => {
        if (typeof data.formId !== 'string') return;
        previewed.add(data.formId);
        findingsOf(data.formId)
          .then((message) => client.send(formFindingsEvent, message))
          .catch(report);
      });
      const onSave = (file: string) => {
        const formId = formFolderOf(formsFolder, file);
        // A form's example leads read the lead schemas, the words and the other forms of its
        // journeys: a save there can change what the check says about any open preview.
        if (!formId && !sharedFolders.some((folder) => isInside(folder, file))) return;
        // The check reads the file once it is written whole (settled-file.ts).
        const saved = settledFile(file);
        if (formId) void send(formId, saved, compiles?.compiled(formId));
        for (const other of previewed) if (other !== formId) void send(other, saved);
      };
      server.watcher.on('change', onSave);
      server.watcher.on('add', onSave);
      server.watcher.on('unlink', onSave);
    },
  };
}
