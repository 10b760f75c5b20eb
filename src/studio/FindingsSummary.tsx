import { useEffect, useRef } from 'react';
import { fillMessage } from '../site/fill-message.ts';
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
}

/**
 * The check's findings as a GOV.UK error summary: it takes focus when it appears, and each link
 * moves focus to the control that fixes its finding (`onFollow` first opens the question it is
 * in). A finding no control fixes is named with its file and pointer.
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
          const where =
            finding.pointer === ''
              ? fillMessage(copy.wholeFile, { file: finding.file })
              : fillMessage(copy.where, { file: finding.file, pointer: finding.pointer });
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
                  {finding.message}
                </a>
              ) : (
                <strong>{finding.message}</strong>
              )}
              <p className="studio-finding__where">{where}</p>
              <p className="studio-finding__fix">{fillMessage(copy.fix, { fix: finding.fix })}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
