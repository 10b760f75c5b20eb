import { pushToDataLayer } from '../../lib/analytics/data-layer.ts';
import { searchThatLedTo } from '../../lib/analytics/search-that-led-here.ts';
import {
  announceDelayMs,
  characterCountStatus,
  countCharacters,
} from '../../schema-forms/character-count-status.ts';
import { commentDraft } from './comment-draft.ts';
import { helpfulEvent, type HelpfulAnswer, type HelpfulSubject } from './helpful-event.ts';
import { helpfulRootSelector, partSelector, type HelpfulPart } from './helpful-parts.ts';
import { wasThisHelpfulMessages as words } from './was-this-helpful-messages.ts';

/** The component's subject, from its root's data attributes (the markup says it once). */
function subjectOf(root: HTMLElement): HelpfulSubject {
  const { about, name = '', category = '' } = root.dataset;
  return { about: about === 'journey' ? 'journey' : 'article', name, category };
}

const wired = new WeakSet<HTMLElement>();

/**
 * The behaviour of "Was this page helpful?" on its markup (WasThisHelpful.tsx), plain DOM so a
 * static help page runs it without the framework (decision 038) and the app runs the same on
 * the markup it renders. Yes sends the answer and thanks the customer; No opens the reasons and
 * the box, with GOV.UK's character count; Send sends them. One event per answer, through the
 * data layer the page view uses (SPEC section 1). Returns what undoes it.
 */
export function wireWasThisHelpful(root: HTMLElement): () => void {
  if (wired.has(root)) return () => undefined;
  const find = <T extends HTMLElement>(name: HelpfulPart) =>
    root.querySelector<T>(partSelector(name));
  const [prompt, yes, no, form, comment, group, error, count, announce, thanks] = [
    find('prompt'),
    find('yes'),
    find('no'),
    find<HTMLFormElement>('form'),
    find<HTMLTextAreaElement>('comment'),
    find('comment-group'),
    find('error'),
    find('count'),
    find('announce'),
    find('thanks'),
  ];
  if (!prompt || !yes || !no || !form || !comment || !group || !error || !count || !thanks) {
    return () => undefined;
  }
  wired.add(root);
  let announceTimer: ReturnType<typeof setTimeout> | undefined;
  let answered = false;
  const draft = commentDraft(location.pathname);

  const answer = (given: HelpfulAnswer) => {
    if (answered) return;
    answered = true;
    pushToDataLayer(helpfulEvent(subjectOf(root), given, searchThatLedTo(location.href)));
    draft.forget();
    prompt.hidden = true;
    form.hidden = true;
    // GOV.UK's thank-you, in a live region that was in the page from the start.
    thanks.textContent = words.thanks;
    thanks.focus();
  };
  const openForm = () => {
    prompt.hidden = true;
    form.hidden = false;
  };
  const tooLong = () => countCharacters(comment.value) > words.maxLength;
  const showCount = () => {
    const status = characterCountStatus(
      countCharacters(comment.value),
      words.maxLength,
      words.charactersOver,
    );
    count.textContent = status;
    count.classList.toggle('was-this-helpful__count--over', tooLong());
    clearTimeout(announceTimer);
    if (announce)
      announceTimer = setTimeout(() => (announce.textContent = status), announceDelayMs);
  };
  const description = comment.getAttribute('aria-describedby') ?? '';
  // GOV.UK's error message: shown above the box, which it describes only while it is shown.
  const showError = (shown: boolean) => {
    error.hidden = !shown;
    group.classList.toggle('was-this-helpful__group--error', shown);
    comment.classList.toggle('was-this-helpful__comment--error', shown);
    if (shown) {
      comment.setAttribute('aria-invalid', 'true');
      comment.setAttribute('aria-describedby', `${error.id} ${description}`.trim());
    } else {
      comment.removeAttribute('aria-invalid');
      comment.setAttribute('aria-describedby', description);
    }
  };

  const onYes = () => answer({ answer: 'yes' });
  const onNo = () => {
    openForm();
    root.querySelector<HTMLInputElement>(partSelector('reason'))?.focus();
  };
  const onInput = () => {
    // Words put back after a reload or the app's rendering over the page show where they are.
    if (form.hidden && comment.value !== '') openForm();
    draft.write(comment.value);
    showCount();
    if (!error.hidden && !tooLong()) showError(false);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (tooLong()) {
      showError(true);
      comment.focus();
      return;
    }
    const reasons = [...form.querySelectorAll<HTMLInputElement>(partSelector('reason'))]
      .filter((box) => box.checked)
      .map((box) => box.value);
    answer({ answer: 'no', reasons, comment: comment.value });
  };

  yes.addEventListener('click', onYes);
  no.addEventListener('click', onNo);
  comment.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  // Words typed before a reload, or before the app rendered over the page, come back.
  if (comment.value === '') comment.value = draft.read();
  if (comment.value !== '') onInput();
  return () => {
    wired.delete(root);
    clearTimeout(announceTimer);
    yes.removeEventListener('click', onYes);
    no.removeEventListener('click', onNo);
    comment.removeEventListener('input', onInput);
    form.removeEventListener('submit', onSubmit);
  };
}

/** Wires every "Was this page helpful?" of a static help page (the page script's part). */
export function wireEveryWasThisHelpful(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(helpfulRootSelector))
    wireWasThisHelpful(root);
}
