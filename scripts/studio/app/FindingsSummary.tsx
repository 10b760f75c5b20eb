import { useEffect, useRef } from 'react';
import { CheckFinding } from '../../../src/schema-forms/preview/CheckFinding.tsx';
import { fillMessage } from '../../../src/site/fill-message.ts';
import type { StudioFinding } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.findings;

/** A finding as the summary lists it: the control that fixes it, if the page has one. */
export interface ListedFinding {
  readonly finding: StudioFinding;
  /** The id of the control that fixes it; the summary's link moves focus there. */
  readonly controlId?: string;
  /** The question whose panel holds that control (it opens first). */
  readonly field?: string;
  /** The example whose change form holds that control (it opens first). */
  readonly example?: number;
}

/**
 * The check's findings as a GOV.UK error summary: it takes focus when it appears, and each
 * finding, in a content editor's words, is a link that moves focus to the control that fixes it
 * (`onFollow` first opens the question it is in). What the check says for a developer (its
 * file, pointer and words, as the forms preview lists them) is under each, folded away.
 */
export function FindingsSummary({
  findings,
  onFollow,
  refused,
}: {
  findings: readonly ListedFinding[];
  onFollow: (listed: ListedFinding) => void;
  /** The model's refusal of the last change, in its plain words. */
  refused?: string;
}) {
  const summary = useRef<HTMLDivElement>(null);
  const key = `${refused ?? ''}${findings.map(({ finding }) => finding.message).join('|')}`;
  useEffect(() => {
    if (key) summary.current?.focus();
  }, [key]);
  if (findings.length === 0 && !refused) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      aria-labelledby="studio-findings-title"
      tabIndex={-1}
      ref={summary}
    >
      <h2 className="error-summary__title" id="studio-findings-title">
        {refused ? copy.refused : copy.title}
      </h2>
      <ul className="error-summary__list">
        {refused ? <li>{refused}</li> : null}
        {findings.map((listed, index) => {
          const { finding, controlId } = listed;
          return (
            <li key={`${finding.file}#${finding.pointer}#${index}`}>
              {controlId ? (
                <a
                  href={`#${controlId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onFollow(listed);
                  }}
                >
                  {finding.words.said}
                </a>
              ) : (
                <strong>{finding.words.said}</strong>
              )}
              <p className="studio-finding__fix">
                {fillMessage(copy.fix, { fix: finding.words.fix })}
              </p>
              <details className="studio-finding__developer">
                <summary>{copy.forDeveloper}</summary>
                <CheckFinding finding={finding} />
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
