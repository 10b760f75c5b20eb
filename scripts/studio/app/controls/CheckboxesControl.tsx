/**
 * GOV.UK checkboxes in a fieldset, in the site's form styles: the choices ticked, as their values.
 * The studio's example form answers a checkboxes question with the boxes a customer ticks.
 */
export function CheckboxesControl({
  id,
  legend,
  ticked,
  options,
  onChange,
}: {
  id: string;
  legend: string;
  ticked: readonly string[];
  options: readonly { readonly value: string; readonly label: string }[];
  onChange: (ticked: readonly string[]) => void;
}) {
  return (
    <div className="form-group">
      <fieldset className="fieldset" id={id}>
        <legend className="fieldset__legend">{legend}</legend>
        <div className="checkboxes">
          {options.map((option, index) => (
            <div className="checkboxes__item" key={option.value}>
              <input
                className="checkboxes__input"
                id={`${id}-${index}`}
                type="checkbox"
                checked={ticked.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    // In the question's order, as the form sends them.
                    options
                      .map((each) => each.value)
                      .filter((value) =>
                        value === option.value ? event.target.checked : ticked.includes(value),
                      ),
                  )
                }
              />
              <label className="label checkboxes__label" htmlFor={`${id}-${index}`}>
                {option.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
