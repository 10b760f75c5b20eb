import { describeStudioForm } from '../model/describe-studio-form.ts';
import { formIdsIn } from '../model/studio-files.ts';
import { type StudioFiles } from '../model/studio-operations.ts';

/** A form as the studio's list shows it. */
export interface ListedForm {
  readonly formId: string;
  readonly title: string;
}

/** Every form of schemas/forms/, by id, with its title (its id when it has none). */
export function listStudioForms(files: StudioFiles): ListedForm[] {
  return formIdsIn(files).map((formId) => ({
    formId,
    title: describeStudioForm(files, formId)?.title || formId,
  }));
}
