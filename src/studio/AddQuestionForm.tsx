import { useState, type FormEvent } from 'react';
import { RadiosControl } from './controls/RadiosControl.tsx';
import { SelectControl } from './controls/SelectControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { OfferedAnswer } from './OfferedAnswer.tsx';
import { DestinationControl, type PanelContext } from './QuestionPanel.tsx';
import { destinationOf, type DestinationDraft } from './question-changes.ts';
import type {
  AnswerKind,
  QuestionView,
  StudioChoice,
  StudioOperation,
} from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';
import { fillMessage } from '../site/fill-message.ts';

const copy = studioCopy.add;
const kinds = Object.entries(studioCopy.kinds) as [AnswerKind, string][];

/** An answer the studio offers a valid example, as the editor may change it. */
interface ExampleAnswer {
  readonly index: number;
  readonly name: string;
  /** As offered, or as typed for an answer in words (others are kept as offered). */
  readonly answer: unknown;
}

/** Choices typed one a line: each line is both what the customer reads and what is sent. */
const choicesOf = (text: string): StudioChoice[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ value: line, label: line }));

/**
 * "Add a question": its words, its name in the files, the kind of answer (and choices), whether
 * it is required, where its answer goes and where it stands in the form. The model writes its
 * error messages in the GOV.UK style and answers for the valid examples, for the editor to change.
 */
export function AddQuestionForm({
  questions,
  context,
}: {
  questions: readonly QuestionView[];
  context: PanelContext;
}) {
  const last = questions.at(-1)?.name ?? '';
  const [label, setLabel] = useState('');
  const [name, setName] = useState('');
  const [hint, setHint] = useState('');
  const [kind, setKind] = useState<AnswerKind>('text');
  const [choices, setChoices] = useState('');
  const [required, setRequired] = useState('no');
  const [after, setAfter] = useState(last);
  const [destination, setDestination] = useState<DestinationDraft>({
    kind: 'additional-information',
    to: '',
    name: '',
    reason: '',
  });
  const [answers, setAnswers] = useState<readonly ExampleAnswer[] | undefined>();
  const [answersRefused, setAnswersRefused] = useState<string | undefined>();
  const isChoice = kind === 'radios' || kind === 'select';

  const operation = (): StudioOperation => {
    const sent = destinationOf(destination) ?? { kind: 'additional-information', name: '' };
    return {
      op: 'add-question',
      formId: context.formId,
      name: name.trim(),
      label: label.trim(),
      ...(hint.trim() ? { hint: hint.trim() } : {}),
      kind,
      required: required === 'yes',
      ...(isChoice ? { choices: choicesOf(choices) } : {}),
      destination:
        sent.kind === 'lead-place' && !sent.to
          ? { kind: 'lead-place', to: context.leadPlaces[0] ?? '' }
          : sent,
      ...(after ? { after } : {}),
      ...(required === 'yes' && answers
        ? {
            exampleAnswers: Object.fromEntries(
              answers.map((offered) => [offered.index, offered.answer]),
            ),
          }
        : {}),
    };
  };

  /** Fetches the answers the studio would give the valid examples, for the editor to change. */
  const offerAnswers = async () => {
    let offered: { answers: readonly { index: number; name: string; answer: unknown }[] };
    try {
      offered = await studioPost('offered-answers', { operation: operation() });
    } catch (error) {
      setAnswersRefused(error instanceof StudioRefusal ? error.message : (error as Error).message);
      return;
    }
    setAnswersRefused(undefined);
    setAnswers(
      offered.answers.map(({ index, name: example, answer }) => ({
        index,
        name: example,
        answer,
      })),
    );
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const made = await context.apply([operation()]);
    if (made) {
      setLabel('');
      setName('');
      setHint('');
      setChoices('');
      setAnswers(undefined);
    }
  };

  return (
    <section className="studio-section" aria-labelledby="studio-add-title">
      <h2 id="studio-add-title">{copy.title}</h2>
      <form onSubmit={(event) => void add(event)} noValidate>
        <TextControl id="add-label" label={copy.labelLabel} value={label} onChange={setLabel} />
        <TextControl
          id="add-hint"
          label={studioCopy.question.hintLabel}
          hint={studioCopy.question.hintHint}
          value={hint}
          multiline
          onChange={setHint}
        />
        <TextControl
          id="add-name"
          label={copy.nameLabel}
          hint={copy.nameHint}
          value={name}
          width="medium"
          onChange={setName}
        />
        <SelectControl
          id="add-kind"
          label={studioCopy.question.kindLabel}
          value={kind}
          options={kinds.map(([value, words]) => ({ value, label: words }))}
          onChange={(value) => setKind(value as AnswerKind)}
        />
        {isChoice ? (
          <TextControl
            id="add-choices"
            label={copy.choicesLabel}
            hint={copy.choicesHint}
            value={choices}
            multiline
            onChange={setChoices}
          />
        ) : null}
        <RadiosControl
          id="add-required"
          legend={studioCopy.question.requiredLegend}
          value={required}
          onChange={setRequired}
          options={[
            {
              value: 'yes',
              label: studioCopy.question.requiredYes,
              reveals: (
                <div className="form-group" id="add-example-answers">
                  <p className="hint">{copy.examplesHint}</p>
                  {answersRefused ? (
                    <p className="error-message" role="alert">
                      {answersRefused}
                    </p>
                  ) : null}
                  {answers?.map((offered, at) => {
                    const label = fillMessage(copy.exampleAnswerLabel, { example: offered.name });
                    return typeof offered.answer === 'string' ? (
                      <TextControl
                        key={offered.index}
                        id={`add-example-answer-${offered.index}`}
                        label={label}
                        value={offered.answer}
                        width="medium"
                        onChange={(answer) =>
                          setAnswers(
                            answers.map((old, index) => (index === at ? { ...old, answer } : old)),
                          )
                        }
                      />
                    ) : (
                      <OfferedAnswer key={offered.index} label={label} answer={offered.answer} />
                    );
                  })}
                  {answers?.length === 0 ? <p>{copy.examplesNone}</p> : null}
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void offerAnswers()}
                  >
                    {answers ? copy.examplesAgain : copy.examplesOffer}
                  </button>
                </div>
              ),
            },
            { value: 'no', label: studioCopy.question.requiredNo },
          ]}
        />
        <DestinationControl
          id="add-destination"
          formId={context.formId}
          leadPlaces={context.leadPlaces}
          value={destination}
          onChange={setDestination}
        />
        <SelectControl
          id="add-after"
          label={copy.afterLabel}
          value={after}
          options={[
            { value: '', label: copy.afterFirst },
            ...questions.map((question) => ({ value: question.name, label: question.label })),
          ]}
          onChange={setAfter}
        />
        <button type="submit" className="button" disabled={context.busy}>
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
