import type { Ref } from 'react';
import { formCopy } from '../form-copy.ts';
import { focusField } from './focus-field.ts';

/** One line of the error summary: the message and the id of the field it is about. */
export interface SummaryItem {
  readonly fieldId: string;
  readonly message: string;
}

/**
 * GOV.UK error summary: 'There is a problem', then each error as a link that moves focus to its
 * field (keeping its label or legend in view). It is an alert and takes focus when shown.
 */
export function ErrorSummary({
  id,
  items,
  ref,
}: {
  /** Unique on the page; the summary's title id derives from it. */
  readonly id: string;
  readonly items: readonly SummaryItem[];
  readonly ref: Ref<HTMLDivElement>;
}) {
  return (
    <div
      id={id}
      className="error-summary"
      role="alert"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      ref={ref}
    >
      <h2 className="error-summary__title" id={`${id}-title`}>
        {formCopy.errorSummaryTitle}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                if (focusField(item.fieldId)) event.preventDefault();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
