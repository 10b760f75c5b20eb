// The studio's settings forms, served by its dev server (scripts/studio/settings-forms/).
declare module 'virtual:studio-forms' {
  import type { CompiledForm } from '../../../src/schema-forms/compiled-form.ts';

  /** A loader for each settings form, by its id (settings-form-ids.ts). */
  export const studioFormLoaders: Readonly<Record<string, () => Promise<CompiledForm>>>;
}
