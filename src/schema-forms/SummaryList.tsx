import type { ReactNode } from 'react';
import { hiddenFromReplay } from '../lib/telemetry/replay-privacy.ts';
import { checkAnswersCopy } from './check-answers-copy.ts';
import type { AnyFormData, FormEngine } from './form-engine.ts';
import { midSentence } from './listed-fields.ts';
import { summaryRows } from './summary-rows.ts';

export interface SummaryListProps {
  readonly engine: Pick<FormEngine, 'compiled' | 'schemaUtils'>;
  readonly answers: AnyFormData;
  readonly hiddenFields?: readonly string[];
  /** The 'Change' link of one answer, holding `words`. */
  readonly changeLink: (field: string, words: ReactNode) => ReactNode;
}

/**
 * GOV.UK's summary list: one row per question of a form, its label, the answer as given (each
 * line on its own line) and a 'Change' link whose hidden words name the question, so a screen
 * reader's list of links says which answer each one changes.
 */
export function SummaryList({ engine, answers, hiddenFields, changeLink }: SummaryListProps) {
  const rows = summaryRows(engine, answers, hiddenFields);
  return (
    // The answers are personal data shown as page text: replay must not record them (issue 6).
    <dl className="summary-list" {...hiddenFromReplay}>
      {rows.map((row) => (
        <div key={row.field} className="summary-list__row">
          <dt className="summary-list__key">{row.label}</dt>
          <dd
            className={
              row.provided
                ? 'summary-list__value'
                : 'summary-list__value summary-list__value--empty'
            }
          >
            {row.lines.map((line, index) => (
              <span key={index} className="summary-list__line">
                {line}
              </span>
            ))}
          </dd>
          <dd className="summary-list__actions">
            {changeLink(
              row.field,
              <>
                {checkAnswersCopy.change}
                <span className="visually-hidden"> {midSentence(row.label)}</span>
              </>,
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
