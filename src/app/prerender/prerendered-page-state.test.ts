import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readPrerenderedPageState, restorePrerenderedPageState } from './prerendered-page-state.ts';

const page = `
  <a href="/help-and-support/">Home</a>
  <form role="search"><label for="q">Search</label><input id="q" name="q" type="search"></form>
  <a href="/help-and-support/meters">Meters</a>`;

/** The visitor's part, read as the app starts; the page here always has some. */
function readState(root: HTMLElement) {
  const state = readPrerenderedPageState(root);
  if (!state) throw new Error('the prerendered page has no state to read');
  return state;
}

function renderPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = page;
  document.body.append(root);
  return root;
}

/** What the app's first render does: its own, identical elements in place of the page's. */
function renderAppOver(root: HTMLElement) {
  root.innerHTML = page;
}

describe('a prerendered page taken over by the app (decision 015)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('has nothing to carry over from an empty root (the app shell)', () => {
    const root = document.createElement('div');
    expect(readPrerenderedPageState(root)).toBeUndefined();
  });

  it('keeps what the visitor typed before the app rendered, with the cursor where it was', async () => {
    const root = renderPage();
    await userEvent.type(root.querySelector('input') as HTMLInputElement, 'meter reading');
    const state = readState(root);
    renderAppOver(root);
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
    restorePrerenderedPageState(root, state);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input).toHaveValue('meter reading');
    expect(input).toHaveFocus();
    expect(input.selectionStart).toBe('meter reading'.length);
    // The app hears the words as typing, so its own state has them too.
    expect(heard).toEqual(['meter reading']);
  });

  it('finds the field by its name when the app renders newer content, a link fewer before it', async () => {
    const root = renderPage();
    await userEvent.type(root.querySelector('input') as HTMLInputElement, 'economy 7');
    const state = readState(root);
    root.innerHTML = page.replace('<a href="/help-and-support/">Home</a>', '');
    restorePrerenderedPageState(root, state);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input).toHaveValue('economy 7');
    expect(input).toHaveFocus();
  });

  it('keeps what the visitor typed while the app was rendering, after it started', async () => {
    const root = renderPage();
    const input = root.querySelector('input') as HTMLInputElement;
    await userEvent.type(input, 'econ');
    const state = readState(root);
    await userEvent.type(input, 'omy 7');
    renderAppOver(root);
    restorePrerenderedPageState(root, state);
    expect(root.querySelector('input')).toHaveValue('economy 7');
  });

  it('keeps the focus on the link the visitor had tabbed to', async () => {
    const root = renderPage();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('Meters');
    const state = readState(root);
    renderAppOver(root);
    restorePrerenderedPageState(root, state);
    expect(document.activeElement).toHaveTextContent('Meters');
  });

  it('takes out the head elements the page carried until the app rendered its own', () => {
    document.head.innerHTML =
      '<title data-prerendered="">Meters</title><link rel="stylesheet" href="/a.css">';
    const root = renderPage();
    const state = readState(root);
    renderAppOver(root);
    restorePrerenderedPageState(root, state);
    expect(document.head.querySelector('title')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('leaves alone a field the app has already filled', async () => {
    const root = renderPage();
    await userEvent.type(root.querySelector('input') as HTMLInputElement, 'typed');
    const state = readState(root);
    renderAppOver(root);
    (root.querySelector('input') as HTMLInputElement).value = 'from a draft';
    restorePrerenderedPageState(root, state);
    expect(root.querySelector('input')).toHaveValue('from a draft');
  });
});
