import { useNavigate } from '@tanstack/react-router';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react';
import { appPathOf } from '../../../lib/navigation/ContentLink.tsx';
import { SuggestionList } from './SuggestionList.tsx';
import { movedActive, type SearchSuggestion } from './search-suggestions.ts';

/** What makes the search box's input a combobox with a listbox of suggestions. */
export interface SearchBoxCombobox {
  /** The combobox role, its states and its key handling, for the text input. */
  readonly inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** The ids of what describes the input beside its own hint (how to use the suggestions). */
  readonly describedBy: string;
  /** The listbox and its status, after the input. */
  readonly popup: ReactNode;
}

/**
 * Suggestions as the customer types (issue 32, item 4), in the WAI-ARIA APG pattern "combobox
 * with listbox popup" as GOV.UK's accessible autocomplete follows it: Down and Up move through
 * the suggestions (aria-activedescendant: focus stays in the box), Enter goes to the one chosen,
 * Escape closes the list, and a polite status says how many there are. Enter with none chosen
 * sends the search as typed: the form is still a plain search form.
 */
export function useSuggestionCombobox(
  suggest: (text: string) => readonly SearchSuggestion[],
): SearchBoxCombobox {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const hintId = `${id}-suggestions-hint`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const navigate = useNavigate();
  const suggestions = useMemo(() => suggest(text), [suggest, text]);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    const appPath = appPathOf(suggestion.link);
    if (appPath === undefined) window.location.assign(suggestion.link);
    else void navigate({ to: appPath });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive(
        shown || event.key === 'ArrowDown'
          ? movedActive(active, suggestions.length, event.key)
          : null,
      );
      return;
    }
    const chosen = shown && active !== null ? suggestions[active] : undefined;
    if (event.key === 'Enter') {
      setOpen(false);
      setActive(null);
      // A page chosen: go there instead of sending the form, which otherwise searches as usual.
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
      return;
    }
    if (event.key === 'Escape' && shown) {
      // Only closes: a search box's own Escape would also empty it.
      event.preventDefault();
      setOpen(false);
      setActive(null);
    }
  };

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': shown,
      'aria-controls': listboxId,
      'aria-activedescendant': shown && active !== null ? optionId(active) : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        setOpen(true);
        setActive(null);
      },
      onKeyDown,
      onBlur: () => {
        setOpen(false);
        setActive(null);
      },
    },
    describedBy: hintId,
    popup: (
      <SuggestionList
        listboxId={listboxId}
        hintId={hintId}
        suggestions={shown ? suggestions : []}
        active={active}
        optionId={optionId}
        onChoose={choose}
      />
    ),
  };
}
