import { useState, type FormEvent } from 'react';
import { SelectControl } from './controls/SelectControl.tsx';
import type { PanelContext } from './panel-context.ts';
import type { QuestionView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.question;

/** A select's value for an answer: a choice's value, or "true"/"false" for yes or no (sent typed). */
const optionValue = (answer: string | number | boolean) => String(answer);

/**
 * "Ask only for some answers" (GOV.UK Forms' routes, as the forms write them in allOf/if/then):
 * the earlier choice or yes/no question this one depends on, the answer that asks it, a button
 * to set the condition and one to remove it. The model refuses, in plain words, what it cannot
 * do; a condition written by hand is shown but not changed here.
 */
export function ConditionControl({
  question,
  context,
}: {
  question: QuestionView;
  context: PanelContext;
}) {
  const targets = question.conditionTargets ?? [];
  const condition = question.condition;
  const [on, setOn] = useState(condition?.on ?? targets[0]?.name ?? '');
  const target = targets.find((candidate) => candidate.name === on);
  const [answer, setAnswer] = useState(
    optionValue(condition?.answers[0]?.value ?? target?.answers[0]?.value ?? ''),
  );
  if (question.placedByCode) return null;
  const field = question.name;
  const id = `question-${field}-condition`;
  const editable = !condition || condition.editable;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const chosen = target?.answers.find((option) => optionValue(option.value) === answer);
    if (!chosen) return;
    void context.apply([
      { op: 'set-condition', formId: context.formId, field, on, answer: chosen.value },
    ]);
  };

  return (
    // A group, not a heading: the settings form's error summary above it is an h2.
    <form className="studio-section" noValidate onSubmit={save} aria-labelledby={`${id}-title`}>
      <fieldset className="fieldset">
        <legend className="fieldset__legend" id={`${id}-title`}>
          {copy.conditionTitle}
        </legend>
        <p>{condition ? condition.said : copy.conditionAlways}</p>
        {!editable ? <p>{copy.conditionByHand}</p> : null}
        {editable && targets.length === 0 ? <p>{copy.conditionNoTargets}</p> : null}
        {editable && targets.length > 0 ? (
          <>
            <SelectControl
              id={`${id}-on`}
              label={copy.conditionOnLabel}
              hint={copy.conditionOnHint}
              value={on}
              options={targets.map((option) => ({ value: option.name, label: option.label }))}
              onChange={(name) => {
                setOn(name);
                const first = targets.find((option) => option.name === name)?.answers[0];
                setAnswer(first ? optionValue(first.value) : '');
              }}
            />
            <SelectControl
              id={`${id}-answer`}
              label={copy.conditionAnswerLabel}
              value={answer}
              options={(target?.answers ?? []).map((option) => ({
                value: optionValue(option.value),
                label: option.label,
              }))}
              onChange={setAnswer}
            />
            <div className="studio-question__actions">
              <button type="submit" className="button button--secondary" disabled={context.busy}>
                {copy.conditionSet}
              </button>
              {condition ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-describedby={`${id}-remove-hint`}
                  disabled={context.busy}
                  onClick={() =>
                    void context.apply([{ op: 'remove-condition', formId: context.formId, field }])
                  }
                >
                  {copy.conditionRemove}
                </button>
              ) : null}
            </div>
            {condition ? (
              <p id={`${id}-remove-hint`} className="hint">
                {copy.conditionRemoveHint}
              </p>
            ) : null}
          </>
        ) : null}
      </fieldset>
    </form>
  );
}
