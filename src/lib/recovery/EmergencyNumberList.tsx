import { siteErrorWords } from '../../site/site-error-words.ts';
import { telHref } from '../../site/tel-href.ts';

/** The gas-leak and power-cut numbers, as plain tel: links, for pages shown when the site fails. */
export function EmergencyNumberList() {
  return (
    <ul className="site-error__numbers">
      {siteErrorWords.emergencyNumbers.map((entry) => (
        <li key={entry.id}>
          {entry.label}: <a href={telHref(entry.number)}>{entry.number}</a> ({entry.availability})
        </li>
      ))}
    </ul>
  );
}
