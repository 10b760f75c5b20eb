import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fillMessage } from '../site/fill-message.ts';
import { ConditionControl } from './ConditionControl.tsx';
import { RadiosControl } from './controls/RadiosControl.tsx';
import { SelectControl } from './controls/SelectControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { settingControlId } from './finding-targets.ts';
import {
  draftOf,
  operationsFor,
  type DestinationDraft,
  type QuestionDraft,
} from './question-changes.ts';
import type {
  AnswerKind,
  QuestionView,
  StudioChoice,
  StudioOperation,
  StudioRuleName,
} from './studio-api-types.ts';
import { studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.question;
const kinds = Object.entries(studioCopy.kinds) as [AnswerKind, string][];
const ruleWords: Readonly<Record<string, string>> = studioCopy.rules;
const rulesWithValues = new Set(['minLength', 'maxLength', 'dateWithinPastMonths', 'phoneNumber']);

/** The form's facts every panel needs. */
export interface PanelContext {
  readonly formId: string;
  readonly leadPlaces: readonly string[];
  readonly autocompleteTokens: readonly string[];
  /** The rules each kind of answer can take. */
  readonly ruleKinds: Readonly<Record<string, readonly AnswerKind[]>>;
  readonly apply: (operations: readonly StudioOperation[]) => Promise<boolean>;
  readonly busy: boolean;
}

/** What the lead-name check says of a new name as it is typed (the model's checkLeadName). */
function useLeadNameCheck(formId: string, field: string | undefined, name: string, on: boolean) {
  const query = useQuery({
    queryKey: ['lead-name', formId, field, name],
    queryFn: () => studioPost<{ problem?: string }>('lead-name', { formId, field, name }),
    enabled: on && name !== '',
  });
  if (!on || name === '') return undefined;
  if (!query.data) return undefined;
  return query.data.problem ?? fillMessage(copy.destinationNameOk, { name });
}

/** Where the answer goes: a place of the lead, a new name in additional-information, or not sent. */
export function DestinationControl({
  id,
  formId,
  field,
  leadPlaces,
  value,
  onChange,
  keepOption,
}: {
  id: string;
  formId: string;
  field?: string;
  leadPlaces: readonly string[];
  value: DestinationDraft;
  onChange: (value: DestinationDraft) => void;
  keepOption?: string;
}) {
  const nameStatus = useLeadNameCheck(
    formId,
    field,
    value.name.trim(),
    value.kind === 'additional-information',
  );
  const places = leadPlaces.map((place) => ({ value: place, label: place }));
  return (
    <RadiosControl
      id={id}
      legend={copy.destinationLegend}
      value={value.kind}
      onChange={(kind) =>
        onChange({
          ...value,
          kind: kind as DestinationDraft['kind'],
          // The list shows its first place until the editor chooses another.
          to: value.to || (places[0]?.value ?? ''),
        })
      }
      options={[
        ...(keepOption ? [{ value: 'keep', label: keepOption }] : []),
        ...(places.length > 0
          ? [
              {
                value: 'lead-place',
                label: copy.destinationPlace,
                reveals: (
                  <SelectControl
                    id={`${id}-place`}
                    label={copy.destinationPlaceLabel}
                    value={value.to || (places[0]?.value ?? '')}
                    options={places}
                    onChange={(to) => onChange({ ...value, to })}
                  />
                ),
              },
            ]
          : []),
        {
          value: 'additional-information',
          label: copy.destinationNew,
          reveals: (
            <TextControl
              id={`${id}-name`}
              label={copy.destinationNewLabel}
              hint={copy.destinationNewHint}
              value={value.name}
              width="medium"
              status={nameStatus ?? ''}
              onChange={(name) => onChange({ ...value, name })}
            />
          ),
        },
        {
          value: 'not-sent',
          label: copy.destinationNotSent,
          reveals: (
            <TextControl
              id={`${id}-reason`}
              label={copy.destinationReasonLabel}
              value={value.reason}
              onChange={(reason) => onChange({ ...value, reason })}
            />
          ),
        },
      ]}
    />
  );
}

/** The choices of a radios or select question: what each sends and the words it shows. */
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
  return (
    <div className="form-group">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{copy.choicesLegend}</legend>
        <ol className="studio-rows">
          {choices.map((choice, index) => {
            const number = index + 1;
            return (
              <li key={index} className="studio-row">
                <TextControl
                  id={index === 0 ? id : `${id}-${number}-label`}
                  label={`${copy.choiceLabel} (${fillMessage(copy.choiceNumber, { count: number })})`}
                  value={choice.label}
                  onChange={(label) => set(index, { ...choice, label })}
                />
                <TextControl
                  id={`${id}-${number}-value`}
                  label={`${copy.choiceValue} (${fillMessage(copy.choiceNumber, { count: number })})`}
                  value={choice.value}
                  onChange={(value) => set(index, { ...choice, value })}
                />
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onChange(choices.filter((_, at) => at !== index))}
                >
                  {fillMessage(copy.removeChoice, { count: number })}
                </button>
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
 * A question's settings as a form: its words, whether it is required, the kind of answer, its
 * choices, rules and their error messages, autocomplete and where its answer goes. "Save
 * changes" sends one studio operation per changed setting; a rule is added or removed at once,
 * and the model writes its error message in the GOV.UK style for the editor to change.
 */
export function QuestionPanel({
  question,
  context,
}: {
  question: QuestionView;
  context: PanelContext;
}) {
  const [draft, setDraft] = useState<QuestionDraft>(() => draftOf(question));
  const [addRule, setAddRule] = useState('');
  const [newName, setNewName] = useState('');
  const { formId } = context;
  const field = question.name;
  const on = { formId, field };
  const idOf = (setting: Parameters<typeof settingControlId>[1]) =>
    settingControlId(field, setting);
  const update = (change: Partial<QuestionDraft>) => setDraft((old) => ({ ...old, ...change }));
  const isChoice = draft.kind === 'radios' || draft.kind === 'select';
  const ruleNames = Object.keys(context.ruleKinds) as StudioRuleName[];
  const addable = ruleNames.filter(
    (rule) =>
      draft.kind !== '' &&
      context.ruleKinds[rule]?.includes(draft.kind) &&
      !question.rules.some((existing) => existing.rule === rule),
  );
  const otherMessages = Object.keys(draft.messages).filter(
    (rule) => rule !== 'required' && !question.rules.some((existing) => existing.rule === rule),
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const operations = operationsFor(formId, question, draft);
    void context.apply(operations);
  };

  return (
    <div className="studio-panel">
      <form
        onSubmit={save}
        noValidate
        aria-label={fillMessage(copy.settingsTitle, { label: question.label })}
      >
        <TextControl
          id={idOf('label')}
          label={copy.labelLabel}
          value={draft.label}
          onChange={(label) => update({ label })}
        />
        <TextControl
          id={idOf('hint')}
          label={copy.hintLabel}
          hint={copy.hintHint}
          value={draft.hint}
          multiline
          onChange={(hint) => update({ hint })}
        />
        <RadiosControl
          id={idOf('required')}
          legend={copy.requiredLegend}
          value={draft.required ? 'yes' : 'no'}
          onChange={(value) => update({ required: value === 'yes' })}
          options={[
            {
              value: 'yes',
              label: copy.requiredYes,
              reveals:
                draft.messages.required !== undefined ? (
                  <TextControl
                    id={idOf('message-required')}
                    label={copy.requiredMessageLabel}
                    value={draft.messages.required}
                    onChange={(message) =>
                      update({ messages: { ...draft.messages, required: message } })
                    }
                  />
                ) : null,
            },
            { value: 'no', label: copy.requiredNo },
          ]}
        />
        <SelectControl
          id={idOf('kind')}
          label={copy.kindLabel}
          hint={copy.kindHint}
          value={draft.kind}
          options={[
            ...(draft.kind === '' ? [{ value: '', label: '' }] : []),
            ...kinds.map(([value, label]) => ({ value, label })),
          ]}
          onChange={(kind) => update({ kind: kind as AnswerKind })}
        />
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
                      width={rule.rule === 'phoneNumber' ? 'medium' : 'short'}
                      onChange={(value) =>
                        update({ ruleValues: { ...draft.ruleValues, [rule.rule]: value } })
                      }
                    />
                  ) : (
                    <p id={idOf(`rule-${rule.rule}`)} tabIndex={-1}>
                      <strong>{ruleWords[rule.rule] ?? rule.rule}</strong>
                    </p>
                  )}
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
              id={`${idOf('kind')}-add-rule`}
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
        {context.autocompleteTokens.length > 0 ? (
          <SelectControl
            id={idOf('autocomplete')}
            label={copy.autocompleteLabel}
            hint={copy.autocompleteHint}
            value={draft.autocomplete}
            options={[
              { value: '', label: copy.autocompleteNone },
              ...context.autocompleteTokens.map((token) => ({ value: token, label: token })),
            ]}
            onChange={(autocomplete) => update({ autocomplete })}
          />
        ) : null}
        {question.placedByCode ? null : (
          <DestinationControl
            id={idOf('destination')}
            formId={formId}
            field={field}
            leadPlaces={context.leadPlaces}
            value={draft.destination}
            onChange={(destination) => update({ destination })}
            keepOption={question.destination ? undefined : copy.destinationKeep}
          />
        )}
        <button type="submit" className="button" disabled={context.busy}>
          {copy.save}
        </button>
      </form>
      <ConditionControl question={question} context={context} />
      {question.placedByCode ? null : (
        <form
          className="studio-section"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void context.apply([{ op: 'rename-question', ...on, newName: newName.trim() }]);
          }}
        >
          <h4>{copy.renameTitle}</h4>
          <div className="studio-row">
            <TextControl
              id={`question-${field}-new-name`}
              label={copy.renameLabel}
              hint={copy.renameHint}
              value={newName}
              width="medium"
              onChange={setNewName}
            />
            <button type="submit" className="button button--secondary" disabled={context.busy}>
              {copy.rename}
            </button>
          </div>
        </form>
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
