import { fillMessage } from '../../../site/fill-message.ts';
import { searchCopy } from './search-copy.ts';
import type { SearchSuggestion } from './search-suggestions.ts';

/**
 * The suggestions' listbox under the search box, always in the page so the box's aria-controls
 * names it (hidden while empty), with the polite status that counts them and the hint on how to
 * use them. Pressing an option chooses it without taking focus from the box.
 */
export function SuggestionList({
  listboxId,
  hintId,
  suggestions,
  active,
  optionId,
  onChoose,
}: {
  readonly listboxId: string;
  readonly hintId: string;
  readonly suggestions: readonly SearchSuggestion[];
  readonly active: number | null;
  readonly optionId: (index: number) => string;
  readonly onChoose: (suggestion: SearchSuggestion) => void;
}) {
  const words = searchCopy.suggestions;
  const count = suggestions.length;
  return (
    <>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={words.listLabel}
        className="search-suggestions"
        hidden={count === 0}
        // Keeps focus in the box while an option is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox's (WAI-ARIA APG): focus stays in the box, never on an option
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={
              index === active
                ? 'search-suggestions__option search-suggestions__option--active'
                : 'search-suggestions__option'
            }
            onClick={() => onChoose(suggestion)}
          >
            {suggestion.title}
            <span className="search-suggestions__meta">
              {' '}
              {suggestion.kind === 'category'
                ? searchCopy.categoryResult
                : fillMessage(searchCopy.articleResult, { category: suggestion.categoryTitle })}
            </span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {count === 0 ? '' : count === 1 ? words.countOne : fillMessage(words.count, { count })}
      </div>
      <span id={hintId} className="visually-hidden">
        {words.hint}
      </span>
    </>
  );
}
