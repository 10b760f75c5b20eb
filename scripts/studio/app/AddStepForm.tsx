import { useState } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { longestStepTitle } from '../../journeys/longest-step-title.ts';
import { stepFormIdOf } from '../model/step-form-id.ts';
import { proposeQuestionName, proposeStepPath } from '../model/step-proposals.ts';
import { TextControl } from './controls/TextControl.tsx';
import { journeyPageIds } from './journey-page-ids.ts';
import type { JourneyEdits } from './journey-edits.ts';
import type { StudioJourney } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

const copy = studioCopy.journeys;

/**
 * "Add a step": its heading, the end of its address and its first question, the address and the
 * question's name proposed from the words until the editor changes them. Once the step is added
 * its new form's page opens, for its questions.
 */
export function AddStepForm({ journey, edits }: { journey: StudioJourney; edits: JourneyEdits }) {
  const [title, setTitle] = useState('');
  const [path, setPath] = useState<string | undefined>(undefined);
  const [label, setLabel] = useState('');
  const [name, setName] = useState<string | undefined>(undefined);
  const taken = journey.steps.map((step) => step.path);
  const pathNow = path ?? (title.trim() === '' ? '' : proposeStepPath(title, taken));
  const nameNow = name ?? proposeQuestionName(label);
  const id = (field: 'title' | 'path' | 'label' | 'name') => journeyPageIds.add(journey.id, field);
  const headingId = `journey-${journey.id}-add`;
  return (
    <section className="studio-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{fillMessage(copy.addTitle, { journey: journey.caption })}</h3>
      <p className="hint">{copy.addIntro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void edits
            .apply(
              {
                op: 'add-step',
                journeyId: journey.id,
                title,
                path: pathNow,
                question: { name: nameNow, label },
              },
              [],
            )
            .then((made) => {
              if (made) window.location.assign(studioPaths.form(stepFormIdOf(journey.id, pathNow)));
            });
        }}
      >
        <TextControl
          id={id('title')}
          label={copy.addHeadingLabel}
          hint={fillMessage(copy.addHeadingHint, { limit: longestStepTitle })}
          value={title}
          onChange={setTitle}
        />
        <TextControl
          id={id('path')}
          label={copy.addPathLabel}
          hint={fillMessage(copy.addPathHint, { prefix: journey.steps[0]?.address ?? '' })}
          value={pathNow}
          width="medium"
          onChange={setPath}
        />
        <TextControl
          id={id('label')}
          label={copy.addQuestionLabel}
          hint={copy.addQuestionHint}
          value={label}
          onChange={setLabel}
        />
        <TextControl
          id={id('name')}
          label={copy.addNameLabel}
          hint={copy.addNameHint}
          value={nameNow}
          width="medium"
          onChange={setName}
        />
        <button type="submit" className="button" disabled={edits.busy}>
          {copy.addButton}
        </button>
      </form>
    </section>
  );
}
