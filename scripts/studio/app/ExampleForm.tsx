import { useState } from 'react';
import { SelectControl } from './controls/SelectControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { CheckboxesControl } from './controls/CheckboxesControl.tsx';
import { answersFrom, answerText, isKeptAnswer, tickedOf } from './example-answer-text.ts';
import type { QuestionView, StudioExampleView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';
import { SaveOrCancel } from './controls/SaveOrCancel.tsx';

const copy = studioCopy.examples;

/** What the example form gives when saved: the example as the studio's operations take it. */
export interface ExampleWords {
  readonly name: string;
  readonly valid: boolean;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * A question's answer box: the boxes of a checkboxes question, other choices (or Yes and No) as
 * a select, otherwise words.
 */
function AnswerControl({
  id,
  question,
  value,
  onChange,
}: {
  id: string;
  question: QuestionView;
  value: string;
  onChange: (value: string) => void;
}) {
  const none = { value: '', label: copy.notAnswered };
  if (question.kind === 'checkboxes') {
    const options = question.choices.map(({ value, label }) => ({ value, label }));
    return (
      <CheckboxesControl
        {...{ id, options }}
        legend={question.label}
        ticked={tickedOf(value)}
        onChange={(ticked) => onChange(ticked.length > 0 ? JSON.stringify(ticked) : '')}
      />
    );
  }
  if (question.kind === 'yes-no') {
    const options = [none, { value: 'true', label: copy.yes }, { value: 'false', label: copy.no }];
    return <SelectControl {...{ id, value, onChange, options }} label={question.label} />;
  }
  if (question.choices.length > 0) {
    const options = [none, ...question.choices.map(({ value, label }) => ({ value, label }))];
    return <SelectControl {...{ id, value, onChange, options }} label={question.label} />;
  }
  return <TextControl {...{ id, value, onChange }} label={question.label} />;
}

/**
 * An example's name, whether the form should accept it, and an answer to each question (an
 * address stays as the example has it): for a new example or one being changed.
 */
export function ExampleForm({
  idPrefix,
  questions,
  example,
  submit,
  busy,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  questions: readonly QuestionView[];
  example: Pick<StudioExampleView, 'name' | 'valid' | 'data'>;
  submit: string;
  busy: boolean;
  onSave: (example: ExampleWords) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(example.name);
  const [valid, setValid] = useState(example.valid);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      questions.map((question) => [question.name, answerText(example.data[question.name])]),
    ),
  );
  const validId = `${idPrefix}-valid`;
  return (
    <form
      noValidate
      className="studio-example-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ name, valid, data: answersFrom(texts, questions, example.data) });
      }}
    >
      <TextControl
        id={`${idPrefix}-name`}
        label={copy.nameLabel}
        hint={copy.nameHint}
        value={name}
        onChange={setName}
      />
      <div className="form-group">
        <fieldset className="fieldset" aria-describedby={`${validId}-hint`}>
          <legend className="fieldset__legend">{copy.validLegend}</legend>
          <p className="hint" id={`${validId}-hint`}>
            {copy.validNoHint}
          </p>
          <div className="radios">
            {[true, false].map((choice) => (
              <div className="radios__item" key={String(choice)}>
                <input
                  className="radios__input"
                  id={`${validId}-${String(choice)}`}
                  name={validId}
                  type="radio"
                  checked={valid === choice}
                  onChange={() => setValid(choice)}
                />
                <label className="label radios__label" htmlFor={`${validId}-${String(choice)}`}>
                  {choice ? copy.validYes : copy.validNo}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
      <fieldset className="fieldset" aria-describedby={`${idPrefix}-answers-hint`}>
        <legend className="fieldset__legend">{copy.answersLegend}</legend>
        <p className="hint" id={`${idPrefix}-answers-hint`}>
          {copy.answersHint}
          {questions.some(isKeptAnswer) ? ` ${copy.addressHint}` : null}
        </p>
        {questions
          .filter((question) => !isKeptAnswer(question))
          .map((question) => (
            <AnswerControl
              key={question.name}
              id={`${idPrefix}-answer-${question.name}`}
              question={question}
              value={texts[question.name] ?? ''}
              onChange={(text) => setTexts({ ...texts, [question.name]: text })}
            />
          ))}
      </fieldset>
      <SaveOrCancel
        save={submit}
        busy={busy}
        cancel={copy.cancel}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  );
}
