import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { compileFormModule } from '../../form-compiler/compile-form.ts';
import type { FormSource } from '../../form-compiler/form-sources.ts';
import { createFormEngine, type AnyFormData } from '../../../src/schema-forms/form-engine.ts';
import { formKeywords } from '../../../src/schema-forms/validation/form-keywords.ts';
import { checkLeadName } from '../model/lead-places.ts';
import { realFiles } from '../model/testing/real-studio-files.ts';
import { addQuestionFormId, questionSettingsFormId, settingsFormIds } from './settings-form-ids.ts';
import { settingsWords } from './settings-words.ts';
import { studioSettingsForms } from './studio-settings-forms.ts';

const forms = studioSettingsForms(realFiles);
const formOf = (formId: string): FormSource => {
  const form = forms.find((each) => each.formId === formId);
  if (!form) throw new Error(`no settings form ${formId}`);
  return form;
};

/** The messages a settings form shows for `data`, by field, checked as the schema check does. */
function messagesFor(formId: string, data: AnyFormData): Record<string, string> {
  const source = formOf(formId);
  const engine = createFormEngine(
    { ...source, validateFns: {}, leadPlacements: [] },
    customizeValidator({ ajvOptionsOverrides: { keywords: [...formKeywords] } }),
  );
  return Object.fromEntries(
    engine.validate(data).map((error) => [error.pointer.slice(1), error.message]),
  );
}

const feedback = questionSettingsFormId('feedback-lead.schema.json');
const settled = {
  label: 'When?',
  required: 'no',
  kind: 'text',
  destination: 'not-sent',
  destination_reason: 'Only to show the next question',
};
const { errors, refusals } = settingsWords;
const addFeedback = addQuestionFormId('feedback-lead.schema.json');
const added = { ...settled, name: 'best_time' };

describe("the studio's settings forms", () => {
  it('are one page words form, one rename form and a question settings form for each lead', () => {
    expect(forms.map((form) => form.formId)).toEqual([
      settingsFormIds.pageWords,
      settingsFormIds.rename,
      questionSettingsFormId('help-and-support-lead.schema.json'),
      questionSettingsFormId(undefined),
      feedback,
      questionSettingsFormId('price-cap-meter-read-lead.schema.json'),
      addQuestionFormId('help-and-support-lead.schema.json'),
      addQuestionFormId(undefined),
      addFeedback,
      addQuestionFormId('price-cap-meter-read-lead.schema.json'),
    ]);
  });

  it('each compile with the form compiler, strict mode and all', () => {
    for (const form of forms) {
      expect(compileFormModule(form)).toContain(`formId: ${JSON.stringify(form.formId)}`);
    }
  });

  it('ask for the question in the words a missing label gives', () => {
    expect(messagesFor(feedback, { ...settled, label: undefined })).toEqual({
      label: errors.label,
    });
    expect(messagesFor(feedback, settled)).toEqual({});
  });

  it('ask for the error message only while the answer is required', () => {
    expect(messagesFor(feedback, { ...settled, required: 'yes' })).toEqual({
      required_message: errors.requiredMessage,
    });
    expect(
      messagesFor(feedback, { ...settled, required: 'yes', required_message: 'Choose' }),
    ).toEqual({});
  });

  it("check a new lead name against the rule every lead shares, in the model's own words", () => {
    const named = (name: string | undefined) =>
      messagesFor(feedback, {
        ...settled,
        destination: 'additional-information',
        destination_name: name,
      });
    expect(named(undefined)).toEqual({ destination_name: refusals.leadNameEmpty });
    expect(named('best time')).toEqual({ destination_name: refusals.leadNamePattern });
    expect(checkLeadName('best time')).toBe(refusals.leadNamePattern);
    expect(named('BestTimeToCall')).toEqual({});
  });

  it('ask why an answer is not sent, and which place of the lead it goes to', () => {
    expect(messagesFor(feedback, { ...settled, destination_reason: undefined })).toEqual({
      destination_reason: errors.destinationReason,
    });
    expect(messagesFor(feedback, { ...settled, destination: 'lead-place' })).toEqual({
      destination_place: errors.destinationPlace,
    });
  });

  it("offer only the places the form's lead already has, and none for a form sending no lead", () => {
    const places = (formId: string) =>
      (formOf(formId).schema.allOf ?? []).flatMap((branch) =>
        typeof branch === 'object' && typeof branch.then === 'object'
          ? ((branch.then.properties?.destination_place as { enum?: string[] } | undefined)?.enum ??
            [])
          : [],
      );
    expect(places(feedback).length).toBeGreaterThan(0);
    expect(places(feedback).every((place) => place.startsWith('/'))).toBe(true);
    expect(places(questionSettingsFormId(undefined))).toEqual([]);
  });

  it("refuse a name that breaks the model's naming rule, in the model's words", () => {
    expect(messagesFor(settingsFormIds.rename, { newName: '2nd' })).toEqual({
      newName: refusals.questionName,
    });
    expect(messagesFor(settingsFormIds.rename, {})).toEqual({ newName: errors.newName });
    expect(messagesFor(settingsFormIds.rename, { newName: 'best_time' })).toEqual({});
  });

  it('need every page word', () => {
    expect(messagesFor(settingsFormIds.pageWords, { title: 'Your details' })).toEqual({
      submitText: errors.submitText,
      submittingText: errors.submitText,
    });
  });

  it('add a question with a name in the files, and choices for one of a list', () => {
    expect(messagesFor(addFeedback, added)).toEqual({});
    expect(messagesFor(addFeedback, { ...added, name: 'best time' })).toEqual({
      name: refusals.questionName,
    });
    expect(messagesFor(addFeedback, { ...added, kind: 'radios' })).toEqual({
      choices: errors.choices,
    });
    expect(messagesFor(addFeedback, { ...added, kind: 'select', choices: 'Morning' })).toEqual({});
    expect(messagesFor(addFeedback, { ...added, kind: 'checkboxes' })).toEqual({
      choices: errors.choices,
    });
  });
});
