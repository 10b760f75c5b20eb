import type { FormSource } from '../../form-compiler/form-sources.ts';
import { leadPlacesOf, type StudioLeadPlaces } from '../model/lead-places.ts';
import { addQuestionForm } from './add-question-form.ts';
import { formIdsIn } from '../model/studio-files.ts';
import type { StudioFiles } from '../model/studio-operations.ts';
import { pageWordsForm } from './page-words-form.ts';
import { questionSettingsForm } from './question-settings-form.ts';
import { renameForm } from './rename-form.ts';

/**
 * Every settings form the studio's pages render, for the project's files as the studio starts:
 * the page words, the rename form, and a question's settings and "Add a question" for each lead a
 * form sends (and for forms sending none). Leads are not edited in the studio, so these change only when
 * the studio restarts.
 */
export function studioSettingsForms(files: StudioFiles): FormSource[] {
  const byLead = new Map<string | undefined, StudioLeadPlaces>();
  for (const formId of formIdsIn(files)) {
    const lead = leadPlacesOf(files, formId);
    if (!byLead.has(lead.leadSchema)) byLead.set(lead.leadSchema, lead);
  }
  if (!byLead.has(undefined)) byLead.set(undefined, { places: [], answerPlaces: [] });
  const leads = [...byLead.values()];
  return [
    pageWordsForm(),
    renameForm(),
    ...leads.map(questionSettingsForm),
    ...leads.map(addQuestionForm),
  ];
}
