import { useState, type FormEvent } from 'react';
import { RadiosControl } from './controls/RadiosControl.tsx';
import { SelectControl } from './controls/SelectControl.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { DestinationControl, type PanelContext } from './QuestionPanel.tsx';
import { destinationOf, type DestinationDraft } from './question-changes.ts';
import type { AnswerKind, QuestionView, StudioChoice } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.add;
const kinds = Object.entries(studioCopy.kinds) as [AnswerKind, string][];

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
  const isChoice = kind === 'radios' || kind === 'select';

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const sent = destinationOf(destination) ?? { kind: 'additional-information', name: '' };
    const made = await context.apply([
      {
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
      },
    ]);
    if (made) {
      setLabel('');
      setName('');
      setHint('');
      setChoices('');
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
            { value: 'yes', label: studioCopy.question.requiredYes },
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
