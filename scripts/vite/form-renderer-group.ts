/**
 * The form renderer's code in one file (decision 060): the modules a form step's renderer imports
 * statically from the modules every step loads (the step page's frame, the renderer and the form
 * engine), and none the app's entry or a help page runs at start. Left to the bundler they were
 * some twenty files of 0.1–18 kB, cut by which other lazy chunks also import each; every form
 * step downloaded all of them, and a file's own import list, names and gzip framing are paid per
 * file (about 4 kB gzip over the twenty). The forms' own modules, their checks and their fields stay
 * files of their own: a step downloads only its form's.
 */

/** The modules every form step loads first, whose static imports make the renderer. */
export const formRendererRoots = [
  'src/schema-forms/FormStepPage.tsx',
  'src/schema-forms/SchemaForm.tsx',
  'src/schema-forms/LoadedSchemaForm.tsx',
  'src/schema-forms/form-engine.ts',
] as const;

/** What the bundler tells of one module's place in the module graph. */
export interface ModuleImporters {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
}

const normalised = (id: string) => id.replace(/\\/g, '/');

const isRoot = (id: string) =>
  formRendererRoots.some((root) => normalised(id).endsWith(`/${root}`));

/** A form's own module, its checks or its fields: each loads with its form alone. */
const isFormsOwn = (id: string) =>
  /\/src\/schema-forms\/(compiled|compiled-fixtures|theme\/fields)\//.test(normalised(id));

/** The ids of the modules that import this one statically, up to the entries, itself included. */
function staticImportersOf(
  id: string,
  moduleInfo: (id: string) => ModuleImporters | null,
): { readonly reachesEntry: boolean; readonly reachesRoot: boolean } {
  const seen = new Set<string>();
  let reachesEntry = false;
  let reachesRoot = false;
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    if (isRoot(current)) reachesRoot = true;
    const info = moduleInfo(current);
    if (!info) return;
    if (info.isEntry) reachesEntry = true;
    info.importers.forEach(visit);
  };
  visit(id);
  return { reachesEntry, reachesRoot };
}

/**
 * The group's name for a module it takes, or null: a module in the renderer (a root or imported
 * statically from one) that no entry runs at start and that is not a form's own.
 */
export function formRendererChunkName(
  id: string,
  moduleInfo: (id: string) => ModuleImporters | null,
): string | null {
  if (isFormsOwn(id)) return null;
  const { reachesEntry, reachesRoot } = staticImportersOf(id, moduleInfo);
  return reachesRoot && !reachesEntry ? 'form-renderer' : null;
}
