import { useState } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { SaveOrCancel } from './controls/SaveOrCancel.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { journeyPageIds } from './journey-page-ids.ts';
import type { JourneyEdits } from './journey-edits.ts';
import type { JourneyWordsPlace, StudioJourney, StudioOperation } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.journeys;

/** The words a journey shows after its steps, as the editor writes them (next steps a line each). */
const wordsOf = (
  journey: StudioJourney,
): Record<Exclude<JourneyWordsPlace, 'summaryHeading'>, string> => ({
  caption: journey.caption,
  confirmationHeading: journey.confirmation?.heading ?? '',
  emailSent: journey.confirmation?.emailSent ?? '',
  nextSteps: (journey.confirmation?.nextSteps ?? []).join('\n'),
});

type Place = keyof ReturnType<typeof wordsOf>;
const places: readonly Place[] = ['caption', 'confirmationHeading', 'emailSent', 'nextSteps'];

/** The journey's words as a form: each place's words, "Save words" and "Cancel". */
function WordsForm({
  journey,
  edits,
  onSaved,
  onClose,
}: {
  journey: StudioJourney;
  edits: JourneyEdits;
  /** Once saved: focus is already on the words' heading. */
  onSaved: () => void;
  onClose: () => void;
}) {
  const before = wordsOf(journey);
  const [words, setWords] = useState(before);
  return (
    <form
      noValidate
      className="studio-step__form"
      onSubmit={(event) => {
        event.preventDefault();
        const changed = places.filter((place) => words[place] !== before[place]);
        const operations: StudioOperation[] = (
          changed.length > 0 ? changed : ['caption' as const]
        ).map((place) => ({
          op: 'set-journey-words',
          journeyId: journey.id,
          place,
          words: words[place],
        }));
        void edits.apply(operations, [journeyPageIds.confirmation(journey.id)]).then((saved) => {
          if (saved) onSaved();
        });
      }}
    >
      {places.map((place) => (
        <TextControl
          key={place}
          id={journeyPageIds.words(journey.id, place)}
          label={copy.wordsLabels[place]}
          hint={copy.wordsHints[place]}
          value={words[place]}
          multiline={place === 'nextSteps'}
          onChange={(value) => setWords((old) => ({ ...old, [place]: value }))}
        />
      ))}
      <SaveOrCancel
        save={copy.saveWords}
        busy={edits.busy}
        cancel={copy.cancel}
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * What a journey shows after its steps: the caption of "Check your answers" and the
 * confirmation's words, as the customer reads them, with "Change words" to edit them.
 */
export function JourneyWordsSection({
  journey,
  edits,
}: {
  journey: StudioJourney;
  edits: JourneyEdits;
}) {
  const [changing, setChanging] = useState(false);
  const words = wordsOf(journey);
  return (
    <>
      {/* Focus comes here once the words are saved. */}
      <h3 id={journeyPageIds.confirmation(journey.id)} tabIndex={-1}>
        {fillMessage(copy.confirmationTitle, { journey: journey.caption })}
      </h3>
      {changing ? (
        <WordsForm
          journey={journey}
          edits={edits}
          onSaved={() => setChanging(false)}
          onClose={() => {
            setChanging(false);
            edits.focusSoon([journeyPageIds.changeWords(journey.id)]);
          }}
        />
      ) : (
        <>
          <dl className="studio-words">
            {places.map((place) => (
              <div key={place}>
                <dt>{copy.wordsLabels[place]}</dt>
                {words[place].split('\n').map((paragraph) => (
                  <dd key={paragraph}>{paragraph}</dd>
                ))}
              </div>
            ))}
          </dl>
          <button
            type="button"
            className="button button--secondary"
            id={journeyPageIds.changeWords(journey.id)}
            onClick={() => {
              setChanging(true);
              edits.focusSoon([journeyPageIds.words(journey.id, 'caption')]);
            }}
          >
            {copy.changeWords}
            <span className="visually-hidden">
              {' '}
              {fillMessage(copy.changeWordsHidden, { journey: journey.caption })}
            </span>
          </button>
        </>
      )}
    </>
  );
}
