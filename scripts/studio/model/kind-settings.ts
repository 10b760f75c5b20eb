import { answerKindNames, answerKinds } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import type { FormEditor } from './form-editor.ts';
import { removeMessage, setKeyword, setUiSetting } from './form-edits.ts';
import { uiOf } from '../../../src/schema-forms/form-model/question-names.ts';
import type { AnswerKind } from './studio-operations.ts';

/**
 * What a question keeps when its kind of answer changes: settings only another input reads go,
 * so the files say nothing the form no longer does (a textarea's `rows` on a one-line box, a
 * select's placeholder on radios, a number's `minimum` on a date), with the error messages of the
 * rules that go. The rules and keywords of each kind are those of answer-kinds.ts.
 */

const textInputs: readonly AnswerKind[] = ['text', 'number', 'email', 'phone'];

/** The `ui:options` each input reads (src/schema-forms/theme/widgets/), by the kinds using it. */
const optionKinds: Readonly<Record<string, readonly AnswerKind[]>> = {
  rows: ['textarea'],
  characterCount: ['textarea'],
  inputMode: textInputs,
  width: textInputs,
  spellcheck: [...textInputs, 'textarea'],
  inline: ['radios', 'yes-no'],
};

/** The question's own UI settings that only some inputs read. */
const settingKinds: Readonly<Record<string, readonly AnswerKind[]>> = {
  'ui:placeholder': [...textInputs, 'textarea', 'select'],
};

/** Schema keywords (and so error messages) only some kinds of answer have (answer-kinds.ts). */
const kindKeywords = [...new Set(answerKindNames.flatMap((kind) => answerKinds[kind].keywords))];

/** Removes what only other kinds of answer than `kind` use from the question `name`. */
export function dropSettingsOfOtherKinds(editor: FormEditor, name: string, kind: AnswerKind) {
  const own: readonly string[] = answerKinds[kind].keywords;
  for (const keyword of kindKeywords) {
    if (own.includes(keyword)) continue;
    setKeyword(editor, name, keyword, undefined);
    removeMessage(editor, name, keyword);
  }
  for (const [setting, kinds] of Object.entries(settingKinds)) {
    if (!kinds.includes(kind)) setUiSetting(editor, name, setting, undefined);
  }
  const options = uiOf(editor.data('ui'), name)['ui:options'];
  if (!isSchemaNode(options)) return;
  const kept = Object.keys(options).filter((option) => optionKinds[option]?.includes(kind) ?? true);
  if (kept.length === 0) setUiSetting(editor, name, 'ui:options', undefined);
  else {
    for (const option of Object.keys(options).filter((key) => !kept.includes(key))) {
      editor.set('ui', [name, 'ui:options', option], undefined);
    }
  }
}
