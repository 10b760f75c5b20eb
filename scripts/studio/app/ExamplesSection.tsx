import { useState } from 'react';
import { examplesHeadingId } from './example-ids.ts';
import { ExampleCard } from './ExampleCard.tsx';
import { ExampleForm } from './ExampleForm.tsx';
import type { PanelContext } from './panel-context.ts';
import type { QuestionView, StudioExampleView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.examples;

/**
 * The form's examples, each with the check's verdict and the lead it sends, and "Add an
 * example", which starts from the first valid example's answers so an editor can change one and
 * see another path through the form (a question asked only for some answers) judged and sent.
 */
export function ExamplesSection({
  examples,
  questions,
  context,
  opened,
}: {
  examples: readonly StudioExampleView[];
  questions: readonly QuestionView[];
  context: PanelContext;
  /** The example whose change form the error summary asked open, and how many times. */
  opened?: { readonly index: number; readonly times: number };
}) {
  // A new form each time an example is added, so its boxes start again from the first.
  const [added, setAdded] = useState(0);
  const [adding, setAdding] = useState(false);
  const start = examples.find((example) => example.valid);
  return (
    <section aria-labelledby={examplesHeadingId} className="studio-section">
      <h2 id={examplesHeadingId} tabIndex={-1}>
        {copy.title}
      </h2>
      <p>{copy.intro}</p>
      <ol className="studio-questions">
        {examples.map((example) => (
          <ExampleCard
            key={`${example.index}-${example.name}`}
            example={example}
            questions={questions}
            context={context}
            {...(opened?.index === example.index ? { opened: opened.times } : {})}
          />
        ))}
      </ol>
      <h3 id="studio-add-example-title">{copy.addTitle}</h3>
      <p>{copy.addIntro}</p>
      {/* Its boxes stay out of the Tab order until asked for, like a question's settings. */}
      <button
        type="button"
        className="button button--secondary"
        id="example-new-open"
        aria-expanded={adding}
        aria-controls="example-new-panel"
        onClick={() => setAdding(!adding)}
      >
        {copy.addTitle}
      </button>
      <div id="example-new-panel" hidden={!adding}>
        {adding ? (
          <ExampleForm
            key={added}
            idPrefix="example-new"
            questions={questions}
            example={{ name: '', valid: true, data: start?.data ?? {} }}
            submit={copy.add}
            busy={context.busy}
            onCancel={() => setAdding(false)}
            onSave={(words) =>
              void context
                .apply([{ op: 'add-example', formId: context.formId, ...words }])
                .then((made) => {
                  if (!made) return;
                  setAdded(added + 1);
                  setAdding(false);
                })
            }
          />
        ) : null}
      </div>
    </section>
  );
}
