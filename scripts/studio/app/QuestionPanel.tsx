import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { AnyFormData } from '../../../src/schema-forms/form-engine.ts';
import { settingsFormIds } from '../settings-forms/settings-form-ids.ts';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { SelectControl } from './controls/SelectControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { questionSettingsIdPrefix, settingControlId } from './finding-targets.ts';
import { settingsOf, withSettings, type QuestionSettings } from './question-settings.ts';
import { moveButtonAfter, movedChoices } from './choice-moves.ts';
import { ConditionControl } from './ConditionControl.tsx';
import { addRuleControlId } from './focus-after-edit.ts';
import { LeadNameStatus } from './LeadNameStatus.tsx';
import { PatternTry } from './PatternTry.tsx';
import { StudioForm } from './StudioForm.tsx';
import type { PanelContext } from './panel-context.ts';
import { draftOf, operationsFor, type QuestionDraft } from './question-changes.ts';
import type { QuestionView, StudioChoice, StudioRuleName } from './studio-api-types.ts';
import { isChoiceKind } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.question;
const ruleWords: Readonly<Record<string, string>> = studioCopy.rules;
const rulesWithValues = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'dateWithinPastMonths',
  'phoneNumber',
]);

/**
 * The choices of a radios or select question: the words each shows, what it sends and its hint,
 * each moved up or down with focus following it (choice-moves.ts).
 */
export function ChoicesControl({
  id,
  choices,
  onChange,
}: {
  id: string;
  choices: readonly StudioChoice[];
  onChange: (choices: readonly StudioChoice[]) => void;
}) {
  const set = (index: number, choice: StudioChoice) =>
    onChange(choices.map((existing, at) => (at === index ? choice : existing)));
  const moveId = (index: number, direction: 'up' | 'down') => `${id}-${index + 1}-${direction}`;
  /** Moves a choice, then focus follows it to its new place (the list drawn first). */
  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    flushSync(() => onChange(movedChoices(choices, index, direction)));
    const button = moveButtonAfter(to, choices.length, direction);
    document.getElementById(moveId(to, button))?.focus();
  };
  return (
    <div className="form-group">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{copy.choicesLegend}</legend>
        <ol className="studio-rows">
          {choices.map((choice, index) => {
            const number = index + 1;
            const which = fillMessage(copy.choiceNumber, { count: number });
            const moveButton = (direction: 'up' | 'down') => (
              <button
                type="button"
                className="button button--secondary"
                id={moveId(index, direction)}
                onClick={() => move(index, direction)}
              >
                {direction === 'up' ? copy.moveUp : copy.moveDown}
                <span className="visually-hidden"> {which.toLowerCase()}</span>
              </button>
            );
            return (
              <li key={index} className="studio-row">
                <TextControl
                  id={index === 0 ? id : `${id}-${number}-label`}
                  label={`${copy.choiceLabel} (${which})`}
                  value={choice.label}
                  onChange={(label) => set(index, { ...choice, label })}
                />
                <TextControl
                  id={`${id}-${number}-value`}
                  label={`${copy.choiceValue} (${which})`}
                  value={choice.value}
                  onChange={(value) => set(index, { ...choice, value })}
                />
                <TextControl
                  id={`${id}-${number}-hint`}
                  label={`${copy.choiceHint} (${which})`}
                  hint={copy.choiceHintHint}
                  value={choice.hint ?? ''}
                  onChange={(hint) => set(index, { ...choice, hint })}
                />
                <div className="studio-question__actions">
                  {index > 0 ? moveButton('up') : null}
                  {index < choices.length - 1 ? moveButton('down') : null}
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onChange(choices.filter((_, at) => at !== index))}
                  >
                    {fillMessage(copy.removeChoice, { count: number })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange([...choices, { value: '', label: '' }])}
        >
          {copy.addChoice}
        </button>
      </fieldset>
    </div>
  );
}

/**
 * A question's settings: those with a fixed shape (its words, whether it is required, the kind of
 * answer, autocomplete and where its answer goes) are a settings form of the site's engine
 * (decision 044); its choices, rules and their error messages, lists edited item by item, are
 * the panel's own controls inside that form. "Save changes" sends one studio operation per
 * changed setting; a rule is added or removed at once, and the model writes its error message
 * in the GOV.UK style for the editor to change.
 */
export function QuestionPanel({
  question,
  context,
}: {
  question: QuestionView;
  context: PanelContext;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question));
  const [settings, setSettings] = useState<QuestionSettings>(() => settingsOf(draft));
  const [addRule, setAddRule] = useState('');
  const { formId } = context;
  const field = question.name;
  const on = { formId, field };
  const idOf = (setting: Parameters<typeof settingControlId>[1]) =>
    settingControlId(field, setting);
  const update = (change: Partial<QuestionDraft>) => setDraft((old) => ({ ...old, ...change }));
  const kind = settings.kind ?? draft.kind;
  const isChoice = isChoiceKind(kind);
  const ruleNames = Object.keys(context.ruleKinds) as StudioRuleName[];
  const addable = ruleNames.filter(
    (rule) =>
      kind !== '' &&
      context.ruleKinds[rule]?.includes(kind) &&
      !question.rules.some((existing) => existing.rule === rule),
  );
  const otherMessages = Object.keys(draft.messages).filter(
    (rule) => rule !== 'required' && !question.rules.some((existing) => existing.rule === rule),
  );

  const save = (answers: AnyFormData) => {
    const operations = operationsFor(formId, question, withSettings(draft, answers));
    void context.apply(operations, field);
  };

  return (
    <div className="studio-panel">
      <StudioForm
        formId={context.settingsFormId}
        idPrefix={questionSettingsIdPrefix(field)}
        formData={settings}
        onChange={(answers) => setSettings(answers as QuestionSettings)}
        onSubmit={save}
        submitting={context.busy}
        // A question placed by code keeps its destination; one without any is left as it is.
        hiddenFields={question.placedByCode || !question.destination ? ['destination'] : []}
        afterRevealed={{
          destination_name: (
            <LeadNameStatus
              id={`${idOf('destination')}-status`}
              formId={formId}
              field={field}
              answers={settings}
            />
          ),
        }}
        beforeSubmit={
          <>
            {isChoice ? (
              <ChoicesControl
                id={idOf('choices')}
                choices={draft.choices}
                onChange={(choices) => update({ choices })}
              />
            ) : null}
            {question.rules.length > 0 || otherMessages.length > 0 ? (
              <div className="form-group">
                <fieldset className="fieldset">
                  <legend className="fieldset__legend">{copy.rulesLegend}</legend>
                  {question.rules.map((rule) => (
                    <div key={rule.rule} className="studio-section">
                      {rulesWithValues.has(rule.rule) ? (
                        <TextControl
                          id={idOf(`rule-${rule.rule}`)}
                          label={ruleWords[rule.rule] ?? rule.rule}
                          value={draft.ruleValues[rule.rule] ?? ''}
                          width={
                            rule.rule === 'phoneNumber' || rule.rule === 'pattern'
                              ? 'medium'
                              : 'short'
                          }
                          onChange={(value) =>
                            update({ ruleValues: { ...draft.ruleValues, [rule.rule]: value } })
                          }
                        />
                      ) : (
                        <p id={idOf(`rule-${rule.rule}`)} tabIndex={-1}>
                          <strong>{ruleWords[rule.rule] ?? rule.rule}</strong>
                        </p>
                      )}
                      {rule.rule === 'pattern' ? (
                        <PatternTry
                          id={idOf('rule-pattern-try')}
                          pattern={draft.ruleValues.pattern ?? ''}
                          message={draft.messages.pattern ?? ''}
                        />
                      ) : null}
                      <TextControl
                        id={idOf(`message-${rule.rule}`)}
                        label={`${copy.ruleMessage}: ${(ruleWords[rule.rule] ?? rule.rule).toLowerCase()}`}
                        value={draft.messages[rule.rule] ?? ''}
                        onChange={(message) =>
                          update({ messages: { ...draft.messages, [rule.rule]: message } })
                        }
                      />
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={context.busy}
                        onClick={() =>
                          void context.apply([{ op: 'remove-rule', ...on, rule: rule.rule }])
                        }
                      >
                        {copy.removeRule}
                        <span className="visually-hidden"> ({ruleWords[rule.rule]})</span>
                      </button>
                    </div>
                  ))}
                  {otherMessages.map((rule) => (
                    <TextControl
                      key={rule}
                      id={idOf(`message-${rule}`)}
                      label={`${copy.ruleMessage}: ${(ruleWords[rule] ?? rule).toLowerCase()}`}
                      value={draft.messages[rule] ?? ''}
                      onChange={(message) =>
                        update({ messages: { ...draft.messages, [rule]: message } })
                      }
                    />
                  ))}
                </fieldset>
              </div>
            ) : null}
            {addable.length > 0 ? (
              <div className="studio-row">
                <SelectControl
                  id={addRuleControlId(field)}
                  label={copy.addRuleLabel}
                  value={addRule}
                  options={[
                    { value: '', label: copy.addRuleNone },
                    ...addable.map((rule) => ({ value: rule, label: ruleWords[rule] ?? rule })),
                  ]}
                  onChange={setAddRule}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={context.busy}
                  onClick={() => {
                    const rule = defaultRule(addRule as StudioRuleName);
                    if (rule) void context.apply([{ op: 'add-rule', ...on, rule }]);
                  }}
                >
                  {copy.addRule}
                </button>
              </div>
            ) : null}
          </>
        }
      />
      <ConditionControl question={question} context={context} />
      {question.placedByCode ? null : (
        // A group, not a heading: the settings form's error summary above is an h2.
        <fieldset className="fieldset studio-section">
          <legend className="fieldset__legend">{copy.renameTitle}</legend>
          <StudioForm
            formId={settingsFormIds.rename}
            idPrefix={`question-${field}-rename`}
            submitting={context.busy}
            onSubmit={(answers) =>
              void context.apply([
                { op: 'rename-question', ...on, newName: String(answers.newName) },
              ])
            }
          />
        </fieldset>
      )}
    </div>
  );
}

/** A rule as first added: the model writes its message; the editor then changes the value. */
function defaultRule(rule: StudioRuleName | '') {
  switch (rule) {
    case 'minLength':
      return { rule, value: 1 } as const;
    case 'maxLength':
      return { rule, value: 500 } as const;
    case 'minimum':
      return { rule, value: 0 } as const;
    case 'maximum':
      return { rule, value: 100 } as const;
    case 'pattern':
      return { rule, value: '^[0-9]+$' } as const;
    case 'dateWithinPastMonths':
      return { rule, value: 12 } as const;
    case 'phoneNumber':
      return { rule, value: ['GB'] } as const;
    case 'customerNumber':
    case 'meterReading':
      return { rule } as const;
    default:
      return undefined;
  }
}
