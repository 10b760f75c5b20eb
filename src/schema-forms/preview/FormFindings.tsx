import { useEffect, useRef } from 'react';
import { CheckFinding } from './CheckFinding.tsx';
import type { FormFinding } from './form-findings-events.ts';
import { previewCopy } from './preview-copy.ts';

/**
 * What is wrong with a form's files, in place of the form: a GOV.UK-style error summary (an
 * alert that takes focus) listing each problem with its file and JSON pointer, in the schema
 * check's own words.
 */
export function FormFindings({ findings }: { findings: readonly FormFinding[] }) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  return (
    <div
      className="forms-preview__findings"
      role="alert"
      aria-labelledby="form-findings-title"
      tabIndex={-1}
      ref={summary}
    >
      <h2 id="form-findings-title">{previewCopy.findingsTitle}</h2>
      <p>{previewCopy.findingsIntro}</p>
      <ul className="forms-preview__findings-list">
        {findings.map((finding, index) => (
          <li key={`${finding.file}#${finding.pointer}#${index}`}>
            <CheckFinding finding={finding} />
          </li>
        ))}
      </ul>
    </div>
  );
}
