import type { FieldTemplateProps } from '@rjsf/utils';
import { formCopy } from '../../form-copy.ts';
import { classNames, describedBy, hintOf } from '../field-ids.ts';
import { fieldKind } from '../field-kind.ts';
import { HintAndError } from './HintAndError.tsx';

/**
 * Frames every field the GOV.UK way: a form group with the label (or a fieldset and legend for
 * radios and dates), the hint, then the error message above the input. Optional fields say so.
 * Only the first error of a field shows, the same words as in the error summary.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, schema, uiSchema, fieldPathId } = props;
  if (hidden) return null;
  const kind = fieldKind(uiSchema);
  if (fieldPathId.path.length === 0 || kind === 'self') return children;
  const error = rawErrors?.[0];
  const hint = hintOf(schema, uiSchema);
  const text = required ? label : `${label}${formCopy.optionalSuffix}`;
  const details = <HintAndError id={id} hint={hint} error={error} />;
  const groupClass = classNames('form-group', error && 'form-group--error');
  if (kind === 'group') {
    return (
      <div className={groupClass}>
        <fieldset
          id={id}
          className="fieldset"
          aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
        >
          <legend className="fieldset__legend">{text}</legend>
          {details}
          {children}
        </fieldset>
      </div>
    );
  }
  return (
    <div className={groupClass}>
      <label className="label" htmlFor={id}>
        {text}
      </label>
      {details}
      {children}
    </div>
  );
}
