import { useState } from 'react';
import type { AnyFormData } from '../../../src/schema-forms/form-engine.ts';
import { SelectControl } from './controls/SelectControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { LeadNameStatus } from './LeadNameStatus.tsx';
import { OfferedAnswer } from './OfferedAnswer.tsx';
import type { PanelContext } from './panel-context.ts';
import { destinationOf, type DestinationDraft } from './question-changes.ts';
import type {
  AnswerKind,
  QuestionView,
  StudioChoice,
  StudioOperation,
} from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';
import { StudioForm } from './StudioForm.tsx';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { formPageHeadingIds } from './form-page-ids.ts';
import { isChoiceKind } from '../../../src/schema-forms/form-model/answer-kinds.ts';

const copy = studioCopy.add;

/** The id prefix of the add form's fields (the engine names each `add_<field>`). */
const idPrefix = 'add';

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

/** What the add form starts with: one line of text, optional, a new answer in the lead. */
const startingAnswers: AnyFormData = {
  kind: 'text',
  required: 'no',
  destination: 'additional-information',
};

const textOf = (answers: AnyFormData, name: string) => {
  const value = answers[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The add-question operation for the form's answers. */
function addOperation(
  formId: string,
  answers: AnyFormData,
  after: string,
  exampleAnswers: readonly ExampleAnswer[] | undefined,
): StudioOperation {
  const kind = (textOf(answers, 'kind') || 'text') as AnswerKind;
  const required = answers.required === 'yes';
  const hint = textOf(answers, 'hint');
  const draft: DestinationDraft = {
    kind: (textOf(answers, 'destination') || 'additional-information') as DestinationDraft['kind'],
    to: textOf(answers, 'destination_place'),
    name: textOf(answers, 'destination_name'),
    reason: textOf(answers, 'destination_reason'),
  };
  return {
    op: 'add-question',
    formId,
    name: textOf(answers, 'name'),
    label: textOf(answers, 'label'),
    ...(hint ? { hint } : {}),
    kind,
    required,
    ...(isChoiceKind(kind) ? { choices: choicesOf(textOf(answers, 'choices')) } : {}),
    destination: destinationOf(draft) ?? { kind: 'additional-information', name: '' },
    ...(after ? { after } : {}),
    ...(required && exampleAnswers
      ? {
          exampleAnswers: Object.fromEntries(
            exampleAnswers.map((offered) => [offered.index, offered.answer]),
          ),
        }
      : {}),
  };
}

/** The answers the studio offers the valid examples for a new required question. */
function ExampleAnswers({
  answers,
  refused,
  onChange,
  onOffer,
}: {
  answers: readonly ExampleAnswer[] | undefined;
  refused: string | undefined;
  onChange: (answers: readonly ExampleAnswer[]) => void;
  onOffer: () => void;
}) {
  return (
    <div className="form-group" id="add-example-answers">
      <p className="hint">{copy.examplesHint}</p>
      {refused ? (
        <p className="error-message" role="alert">
          {refused}
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
              onChange(answers.map((old, index) => (index === at ? { ...old, answer } : old)))
            }
          />
        ) : (
          <OfferedAnswer key={offered.index} label={label} answer={offered.answer} />
        );
      })}
      {answers?.length === 0 ? <p>{copy.examplesNone}</p> : null}
      <button type="button" className="button button--secondary" onClick={onOffer}>
        {answers ? copy.examplesAgain : copy.examplesOffer}
      </button>
    </div>
  );
}

/**
 * "Add a question": its fixed fields (words, name in the files, kind of answer and choices,
 * whether it is required, where its answer goes) are a settings form of the site's engine
 * (decision 044); where it stands in the form and the answers offered to the valid examples are
 * the page's own controls inside it. The model writes its error messages in the GOV.UK style and
 * answers for the valid examples, for the editor to change.
 */
export function AddQuestionForm({
  questions,
  context,
}: {
  questions: readonly QuestionView[];
  context: PanelContext;
}) {
  const last = questions.at(-1)?.name ?? '';
  const [answers, setAnswers] = useState<AnyFormData>(startingAnswers);
  // A new form after each question added, so its fields start empty again.
  const [round, setRound] = useState(0);
  const [after, setAfter] = useState(last);
  const [offered, setOffered] = useState<readonly ExampleAnswer[] | undefined>();
  const [offerRefused, setOfferRefused] = useState<string | undefined>();

  /** Fetches the answers the studio would give the valid examples, for the editor to change. */
  const offerAnswers = async () => {
    let reply: { answers: readonly { index: number; name: string; answer: unknown }[] };
    try {
      reply = await studioPost('offered-answers', {
        operation: addOperation(context.formId, answers, after, undefined),
      });
    } catch (error) {
      setOfferRefused(error instanceof StudioRefusal ? error.message : (error as Error).message);
      return;
    }
    setOfferRefused(undefined);
    setOffered(reply.answers.map(({ index, name, answer }) => ({ index, name, answer })));
  };

  const add = async (checked: AnyFormData) => {
    const made = await context.apply([addOperation(context.formId, checked, after, offered)]);
    if (made) {
      setAnswers(startingAnswers);
      setOffered(undefined);
      setRound((count) => count + 1);
    }
  };

  return (
    <section className="studio-section" aria-labelledby={formPageHeadingIds.add}>
      <h2 id={formPageHeadingIds.add} tabIndex={-1}>
        {copy.title}
      </h2>
      <StudioForm
        key={round}
        formId={context.addFormId}
        idPrefix={idPrefix}
        formData={answers}
        onChange={setAnswers}
        onSubmit={(checked) => void add(checked)}
        submitting={context.busy}
        afterRevealed={{
          destination_name: (
            <LeadNameStatus
              id={`${idPrefix}-destination-status`}
              formId={context.formId}
              answers={answers}
            />
          ),
        }}
        beforeSubmit={
          <>
            {answers.required === 'yes' ? (
              <ExampleAnswers
                answers={offered}
                refused={offerRefused}
                onChange={setOffered}
                onOffer={() => void offerAnswers()}
              />
            ) : null}
            <SelectControl
              id={`${idPrefix}-after`}
              label={copy.afterLabel}
              value={after}
              options={[
                { value: '', label: copy.afterFirst },
                ...questions.map((question) => ({ value: question.name, label: question.label })),
              ]}
              onChange={setAfter}
            />
          </>
        }
      />
    </section>
  );
}
