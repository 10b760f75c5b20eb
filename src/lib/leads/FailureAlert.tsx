import { useEffect, useId, useRef, type ReactNode } from 'react';
import './lead-submission.css';

export interface FailureAlertProps {
  readonly title: string;
  readonly children?: ReactNode;
}

/**
 * A failure the customer must notice, after the GOV.UK error summary: announced (role alert),
 * focused when it appears so keyboard and screen-reader users land on it, and placed above the
 * form. Remount it (a new key) for each failed attempt so a repeat failure is announced again.
 * Styled like the form's other alerts (`alert alert--error` of the form theme).
 */
export function FailureAlert({ title, children }: FailureAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className="alert alert--error"
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="alert__title">
        {title}
      </h2>
      <div className="alert__body">{children}</div>
    </div>
  );
}
