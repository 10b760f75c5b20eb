import {
  enumOptionsDeselectValue,
  enumOptionsSelectValue,
  type EnumOptionsType,
  type WidgetProps,
} from '@rjsf/utils';
import { ChoiceItem } from './ChoiceItem.tsx';

/**
 * GOV.UK checkboxes ("select one or more"): the fieldset, legend, hint and error come from
 * FieldTemplate; each choice is a native checkbox with its label and, when its schema has a
 * description, its own hint tied to it. The answer is the list of the chosen values, in the
 * order the question lists them.
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const choices: EnumOptionsType[] = options.enumOptions ?? [];
  const chosen: unknown[] = Array.isArray(props.value) ? props.value : [];
  const toggle = (index: number, checked: boolean) =>
    onChange(
      checked
        ? enumOptionsSelectValue(index, chosen, choices)
        : enumOptionsDeselectValue(index, chosen, choices),
    );
  return (
    <div className="checkboxes">
      {choices.map((choice, index) => (
        <ChoiceItem
          key={index}
          kind="checkboxes"
          id={`${id}-${index}`}
          name={props.htmlName ?? id}
          value={String(index)}
          label={choice.label}
          hint={choice.schema?.description}
          checked={chosen.includes(choice.value)}
          disabled={disabled || readonly}
          onChange={(event) => toggle(index, event.target.checked)}
          onBlur={() => onBlur(id, chosen)}
          onFocus={() => onFocus(id, chosen)}
        />
      ))}
    </div>
  );
}
