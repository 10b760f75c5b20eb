import { useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { basePath } from '../../../site/site-paths.ts';
import { isPrerendering } from '../../../site/prerendering.ts';
import { checkSearchText, type SearchProblem, searchCopy } from './search-copy.ts';
import type { SearchBoxCombobox } from './use-suggestion-combobox.tsx';
import { offerSuggestionsOnReach } from './suggestions-on-reach.ts';
import './search.css';

/**
 * The keyword search box (SPEC section 2): required, at most 2000 characters, each with its own
 * error in the GOV.UK pattern (error summary focused, inline message, input marked invalid).
 * Submitting goes to /search?q={text}&initiated={current path}. On the search page the input is
 * also a combobox offering suggestions (`combobox`, from useSuggestionCombobox, which only the
 * search page loads); everywhere else the box offers the same suggestions once the customer
 * reaches for it (suggestions-on-reach.ts), as on a static help page.
 */
export function SearchBox({
  defaultValue = '',
  arrivedWith = null,
  combobox,
}: {
  readonly defaultValue?: string;
  /** What was wrong with the search that led to this page (e.g. an empty one sent before the app ran). */
  readonly arrivedWith?: SearchProblem | null;
  /** Suggestions as the customer types: the input's combobox role and states, and the listbox. */
  readonly combobox?: SearchBoxCombobox;
}) {
  const id = useId();
  const inputId = `${id}-q`;
  const [problem, setProblem] = useState<SearchProblem | null>(arrivedWith);
  const [attempt, setAttempt] = useState(arrivedWith ? 1 : 0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const router = useRouter();

  useEffect(() => {
    if (attempt > 0 && problem) summaryRef.current?.focus();
  }, [attempt, problem]);

  const offersOwnCombobox = combobox !== undefined;
  useEffect(
    () =>
      inputRef.current && !offersOwnCombobox
        ? offerSuggestionsOnReach(inputRef.current)
        : undefined,
    [offersOwnCombobox],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '');
    const found = checkSearchText(text);
    setProblem(found);
    setAttempt((count) => count + 1);
    if (found) return;
    void navigate({
      to: '/search',
      search: { q: text.trim(), initiated: router.history.location.pathname },
    });
  };

  const message = problem ? searchCopy.errors[problem] : null;
  // Before the app has run, the browser checks the box itself with the same limits (a pattern,
  // not a maxlength that would cut pasted text silently, and the length error as its message);
  // the app turns that off and shows its own errors.
  const prerendering = isPrerendering();
  return (
    // The action and method make it a plain search form too, for a prerendered page whose
    // script has not run yet (decision 015), sending q and initiated as the app does; the app's
    // own submit handles it otherwise.
    <form
      role="search"
      className="search-box"
      action={`${basePath}/search`}
      method="get"
      noValidate={!prerendering}
      onSubmit={onSubmit}
    >
      {message ? (
        <div
          className="error-summary"
          ref={summaryRef}
          tabIndex={-1}
          aria-labelledby={`${id}-summary`}
        >
          <h2 id={`${id}-summary`} className="error-summary__title">
            {searchCopy.errors.summaryTitle}
          </h2>
          <ul>
            <li>
              <a
                href={`#${inputId}`}
                onClick={(event) => {
                  event.preventDefault();
                  inputRef.current?.focus();
                }}
              >
                {message}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
      <div className={message ? 'form-group form-group--error' : 'form-group'}>
        <label htmlFor={inputId} className="search-box__label">
          {searchCopy.label}
        </label>
        <div id={`${id}-hint`} className="hint">
          {searchCopy.hint}
        </div>
        {message ? (
          <p id={`${id}-error`} className="error-message">
            <span className="visually-hidden">{searchCopy.errors.prefix}</span> {message}
          </p>
        ) : null}
        <div className="search-box__row">
          <div className="search-box__field">
            <input
              {...combobox?.inputProps}
              ref={inputRef}
              id={inputId}
              name="q"
              type="search"
              className="search-box__input"
              defaultValue={defaultValue}
              autoComplete="off"
              aria-describedby={[
                `${id}-hint`,
                message ? `${id}-error` : '',
                combobox?.describedBy ?? '',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={message ? true : undefined}
              required={prerendering}
              pattern={prerendering ? `.{0,${searchCopy.maxLength}}` : undefined}
              title={prerendering ? searchCopy.errors.tooLong : undefined}
            />
            {combobox?.popup}
          </div>
          {/* What the app's own submit sends as well (SPEC section 2). */}
          <input type="hidden" name="initiated" value={router.history.location.pathname} />
          <button type="submit" className="button search-box__button">
            {searchCopy.button}
          </button>
        </div>
      </div>
    </form>
  );
}
