import type { Ref } from 'react';
import { formCopy } from '../form-copy.ts';

/** One line of the error summary: the message and the id of the field it is about. */
export interface SummaryItem {
  readonly fieldId: string;
  readonly message: string;
}

/**
 * The element a summary link moves focus to: the field's own input, or the first control in its
 * fieldset. A nested field with no element of its own (an address's id) falls back to its parent.
 */
function focusTargetOf(fieldId: string): HTMLElement | undefined {
  for (let id = fieldId; id !== ''; id = id.includes('_') ? id.slice(0, id.lastIndexOf('_')) : '') {
    const element = document.getElementById(id);
    if (!element) continue;
    if (element.matches('input, select, textarea, button')) return element;
    const inner = element.querySelector<HTMLElement>(
      'input:not([type=hidden]), select, textarea, button',
    );
    if (inner) return inner;
  }
  return undefined;
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
                const target = focusTargetOf(item.fieldId);
                if (!target) return;
                event.preventDefault();
                const frame = target.closest('fieldset, .form-group') ?? target;
                frame.scrollIntoView?.();
                target.focus({ preventScroll: true });
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
