import { fillMessage } from '../../../site/fill-message.ts';
import { readHelpCategories } from '../categories/read-help-categories.ts';
import { searchCopy } from './search-copy.ts';
import { createSearchIndex, searchDocumentsOf } from './search-index.ts';
import { movedActive, type SearchSuggestion, suggestionsFor } from './search-suggestions.ts';

type Suggest = (text: string) => readonly SearchSuggestion[];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  text = '',
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.textContent = text;
  return made;
}

function optionText(suggestion: SearchSuggestion): string {
  return suggestion.kind === 'category'
    ? searchCopy.categoryResult
    : fillMessage(searchCopy.articleResult, { category: suggestion.categoryTitle });
}

const wired = new WeakSet<HTMLInputElement>();

/**
 * The search box's suggestions on a help page's plain search form (home, categories, an article,
 * contact us), in the same WAI-ARIA APG pattern as the search page's (use-suggestion-combobox.tsx,
 * with the same suggestions, keys, words and styles): Down and Up move through them with focus
 * kept in the box, Enter goes to the one chosen, Escape closes the list, and a polite status
 * counts them. Enter with none chosen sends the search as typed. Plain DOM, so a static help page
 * runs it without the framework, loaded when the reader reaches for the box (decision 048);
 * the app runs the same on the box it renders. Returns what undoes it.
 */
export function wireSearchSuggestions(input: HTMLInputElement, suggest: Suggest): () => void {
  if (wired.has(input)) return () => undefined;
  wired.add(input);
  const words = searchCopy.suggestions;
  const listboxId = `${input.id}-suggestions`;
  const hintId = `${input.id}-suggestions-hint`;
  const listbox = element('ul', {
    id: listboxId,
    role: 'listbox',
    'aria-label': words.listLabel,
    class: 'search-suggestions',
  });
  listbox.hidden = true;
  const status = element('div', { role: 'status', class: 'visually-hidden' });
  const hint = element('span', { id: hintId, class: 'visually-hidden' }, words.hint);
  input.after(listbox, status, hint);
  const describedBy = input.getAttribute('aria-describedby');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', listboxId);
  input.setAttribute('aria-describedby', [describedBy, hintId].filter(Boolean).join(' '));

  let open = false;
  let active: number | null = null;
  let suggestions: readonly SearchSuggestion[] = [];
  const shown = () => open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const render = () => {
    const list = shown() ? suggestions : [];
    input.setAttribute('aria-expanded', String(list.length > 0));
    if (list.length > 0 && active !== null)
      input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    listbox.replaceChildren(
      ...list.map((suggestion, index) => {
        const option = element(
          'li',
          {
            id: optionId(index),
            role: 'option',
            'aria-selected': String(index === active),
            class:
              index === active
                ? 'search-suggestions__option search-suggestions__option--active'
                : 'search-suggestions__option',
          },
          suggestion.title,
        );
        option.append(
          element('span', { class: 'search-suggestions__meta' }, ` ${optionText(suggestion)}`),
        );
        option.addEventListener('click', () => choose(suggestion));
        return option;
      }),
    );
    listbox.hidden = list.length === 0;
    const count = list.length;
    const said =
      count === 0 ? '' : count === 1 ? words.countOne : fillMessage(words.count, { count });
    if (status.textContent !== said) status.textContent = said;
  };

  // Every page a suggestion names is a help page, which loads in full (decision 035).
  const choose = (suggestion: SearchSuggestion) => {
    open = false;
    render();
    window.location.assign(suggestion.link);
  };

  const onInput = () => {
    suggestions = suggest(input.value);
    open = true;
    active = null;
    render();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      active =
        shown() || event.key === 'ArrowDown'
          ? movedActive(active, suggestions.length, event.key)
          : null;
      open = true;
      render();
      return;
    }
    const chosen = shown() && active !== null ? suggestions[active] : undefined;
    if (event.key === 'Enter') {
      open = false;
      active = null;
      render();
      // A page chosen: go there instead of sending the form, which otherwise searches as usual.
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
      return;
    }
    if (event.key === 'Escape' && shown()) {
      // Only closes: a search box's own Escape would also empty it.
      event.preventDefault();
      open = false;
      active = null;
      render();
    }
  };
  const onBlur = () => {
    open = false;
    active = null;
    render();
  };
  // Keeps focus in the box while an option is pressed.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('blur', onBlur);
  listbox.addEventListener('mousedown', keepFocus);
  render();
  // Words typed while this loaded are suggested for at once.
  if (document.activeElement === input && input.value !== '') onInput();
  return () => {
    wired.delete(input);
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('blur', onBlur);
    for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded'])
      input.removeAttribute(name);
    input.removeAttribute('aria-activedescendant');
    if (describedBy === null) input.removeAttribute('aria-describedby');
    else input.setAttribute('aria-describedby', describedBy);
    listbox.remove();
    status.remove();
    hint.remove();
  };
}

/**
 * Offers suggestions on a plain search box: reads the help categories (the content service's
 * answer, as the search page reads it), builds the search index, and wires the box with it.
 */
export async function offerSearchSuggestions(input: HTMLInputElement): Promise<() => void> {
  const index = createSearchIndex(searchDocumentsOf(await readHelpCategories()));
  return wireSearchSuggestions(input, (text) => suggestionsFor(index, text));
}
