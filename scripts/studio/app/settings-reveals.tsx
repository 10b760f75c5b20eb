import { createContext, Fragment, use, type ReactNode } from 'react';
import type { ObjectFieldTemplateProps, UiSchema, WidgetProps } from '@rjsf/utils';
import type { CompiledForm } from '../../../src/schema-forms/compiled-form.ts';
import { classNames } from '../../../src/schema-forms/theme/field-ids.ts';
import { FieldTemplate } from '../../../src/schema-forms/theme/templates/FieldTemplate.tsx';

/**
 * GOV.UK conditional reveals for the studio's settings forms (decision 044): a radio field whose
 * UI schema names `"reveals": { "<answer>": ["<field>", ...] }` shows those fields indented under
 * the chosen answer, not after the whole group. The site's theme has no reveals; these parts are
 * given to the engine in the settings form's UI schema at render time (rjsf takes a component
 * there), so nothing of them ships with the site.
 */
type Reveals = Readonly<Record<string, readonly string[]>>;

const revealsOf = (ui: unknown): Reveals | undefined => {
  const reveals = (ui as { 'ui:options'?: { reveals?: unknown } } | undefined)?.['ui:options']
    ?.reveals;
  return reveals && typeof reveals === 'object' ? (reveals as Reveals) : undefined;
};

/** The revealed fields' content, by the radio field that reveals them and then its answer. */
const RevealedFields = createContext<Readonly<Record<string, Readonly<Record<string, ReactNode>>>>>(
  {},
);

/** What the page shows right after a revealed field (the lead name's check), by its name. */
export const AfterRevealedField = createContext<Readonly<Record<string, ReactNode>>>({});

/** Lays out the fields as the theme does, handing each revealed field to its radio instead. */
function RevealingFields({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const byName = new Map(properties.map((property) => [property.name, property]));
  const after = use(AfterRevealedField);
  const revealed = new Set<string>();
  const byRadio: Record<string, Record<string, ReactNode>> = {};
  for (const [field, fieldUi] of Object.entries(uiSchema ?? {})) {
    const reveals = revealsOf(fieldUi);
    if (!reveals) continue;
    byRadio[field] = Object.fromEntries(
      Object.entries(reveals).map(([answer, fields]) => [
        answer,
        fields.map((name) => {
          revealed.add(name);
          const property = byName.get(name);
          return property && !property.hidden ? (
            <Fragment key={name}>
              {property.content}
              {after[name]}
            </Fragment>
          ) : null;
        }),
      ]),
    );
  }
  return (
    <RevealedFields value={byRadio}>
      {properties.map((property) =>
        property.hidden || revealed.has(property.name) ? null : property.content,
      )}
    </RevealedFields>
  );
}

/** The theme's radios, with the chosen answer's revealed fields right under it. */
function RevealingRadios(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const reveals = use(RevealedFields)[props.name] ?? {};
  return (
    <div className={classNames('radios', 'radios--conditional')}>
      {(options.enumOptions ?? []).map((choice, index) => {
        const optionId = `${id}-${index}`;
        const chosen = choice.value === value;
        const shown = chosen ? reveals[String(choice.value)] : undefined;
        return (
          <Fragment key={optionId}>
            <div className="radios__item">
              <input
                className="radios__input"
                id={optionId}
                name={props.htmlName ?? id}
                type="radio"
                value={String(index)}
                checked={chosen}
                disabled={disabled || readonly}
                onChange={() => onChange(choice.value)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <label className="label radios__label" htmlFor={optionId}>
                {choice.label}
              </label>
            </div>
            {shown ? <div className="studio-reveal">{shown}</div> : null}
          </Fragment>
        );
      })}
    </div>
  );
}

/** The theme's frame of a radio group (a fieldset and legend), for the revealing radios. */
function RadiosFrame(props: Parameters<typeof FieldTemplate>[0]) {
  return <FieldTemplate {...props} uiSchema={{ ...props.uiSchema, 'ui:widget': 'radio' }} />;
}

/** A settings form whose radios reveal their fields under the chosen answer. */
export function withReveals(compiled: CompiledForm): CompiledForm {
  const uiSchema: UiSchema = { ...compiled.uiSchema, 'ui:ObjectFieldTemplate': RevealingFields };
  for (const [field, fieldUi] of Object.entries(compiled.uiSchema)) {
    if (!revealsOf(fieldUi)) continue;
    uiSchema[field] = {
      ...(fieldUi as UiSchema),
      'ui:widget': RevealingRadios,
      'ui:FieldTemplate': RadiosFrame,
    };
  }
  return { ...compiled, uiSchema };
}
