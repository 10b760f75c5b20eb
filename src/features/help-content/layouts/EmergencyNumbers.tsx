import type { EmergencyNumber } from '../categories/category-data.ts';
import { helpCopy } from '../help-content-copy.ts';

/** A tel: address for a number written with spaces ('0800 111 999' → 'tel:0800111999'). */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

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
