import type { ReactNode } from 'react';

/**
 * GOV.UK radios in a fieldset with its legend; an option's `reveals` shows under it while it is
 * chosen (conditional reveal). The first radio takes `id`, so a link to the group focuses it.
 */
export function RadiosControl({
  id,
  legend,
  value,
  options,
  onChange,
}: {
  id: string;
  legend: string;
  value: string;
  options: readonly {
    readonly value: string;
    readonly label: string;
    readonly reveals?: ReactNode;
  }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="form-group">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{legend}</legend>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          return (
            <div key={option.value}>
              <div className="radios__item">
                <input
                  className="radios__input"
                  id={optionId}
                  type="radio"
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                />
                <label className="radios__label" htmlFor={optionId}>
                  {option.label}
                </label>
              </div>
              {value === option.value && option.reveals ? (
                <div className="studio-reveal">{option.reveals}</div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
