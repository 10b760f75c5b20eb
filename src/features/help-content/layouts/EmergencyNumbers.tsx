import type { EmergencyNumber } from '../categories/category-data.ts';
import { helpCopy } from '../help-content-copy.ts';
import { telHref } from '../../../site/tel-href.ts';

export { telHref };

/** The emergency numbers (SPEC section 2), each a tel: link, in a prominent list. */
export function EmergencyNumbers({ numbers }: { readonly numbers: readonly EmergencyNumber[] }) {
  return (
    <section className="emergency-numbers" aria-labelledby="emergency-numbers-heading">
      <h2 id="emergency-numbers-heading">{helpCopy.emergencies.numbersHeading}</h2>
      <ul>
        {numbers.map((entry) => (
          <li key={entry.id} className="emergency-number">
            <span className="emergency-number__label">{entry.label}</span>
            <a className="emergency-number__tel" href={telHref(entry.number)}>
              {entry.number}
            </a>
            <span className="emergency-number__availability">{entry.availability}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
