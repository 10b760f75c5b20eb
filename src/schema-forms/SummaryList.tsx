import type { ReactNode } from 'react';
import { hiddenFromReplay } from '../lib/telemetry/replay-privacy.ts';
import { checkAnswersCopy } from './check-answers-copy.ts';
import { midSentence } from './listed-fields.ts';
import type { SummaryRow } from './summary-rows.ts';

export interface SummaryListProps {
  /** The step's rows, composed from the answers the lead is made from (composed-step.ts). */
  readonly rows: readonly SummaryRow[];
  /** The 'Change' link of one answer, holding `words`; undefined while no answer may change. */
  readonly changeLink?: (field: string, words: ReactNode) => ReactNode;
}

/**
 * GOV.UK's summary list: one row per question of a form, its label, the answer as given (each
 * line on its own line) and a 'Change' link whose hidden words name the question, so a screen
 * reader's list of links says which answer each one changes. While the answers are being sent
 * the action reads 'Change' without being a link: nothing may change what is on its way.
 */
export function SummaryList({ rows, changeLink }: SummaryListProps) {
  return (
    // The answers are personal data shown as page text: replay must not record them (issue 6).
    <dl className="summary-list" {...hiddenFromReplay}>
      {rows.map((row) => {
        const words = (
          <>
            {checkAnswersCopy.change}
            <span className="visually-hidden"> {midSentence(row.label)}</span>
          </>
        );
        return (
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
              {changeLink ? (
                changeLink(row.field, words)
              ) : (
                <span className="summary-list__action--unavailable">{words}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
