import { helpCopy } from '../help-content-copy.ts';
import { SearchBox } from '../search/SearchBox.tsx';

/** The search panel at the foot of the landing layouts. */
export function SearchPanel() {
  return (
    <section className="search-panel" aria-labelledby="search-panel-heading">
      <h2 id="search-panel-heading">{helpCopy.searchPanelHeading}</h2>
      <SearchBox />
    </section>
  );
}
