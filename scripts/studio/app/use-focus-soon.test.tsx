import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusSoon } from './use-focus-soon.ts';

/** A page whose "Add question" asks for focus on a card that its reload draws later. */
function AddAndReload({ reloading = false }: { readonly reloading?: boolean }) {
  const focusSoon = useFocusSoon(!reloading);
  const [cardShown, showCard] = useState(false);
  return (
    <>
      <button type="button" onClick={() => focusSoon(['new-card'])}>
        Add question
      </button>
      <button type="button" onClick={() => showCard(true)}>
        Reload finished
      </button>
      <label>
        Question <input />
      </label>
      {cardShown ? (
        <h3 id="new-card" tabIndex={-1}>
          Best time to call
        </h3>
      ) : null}
    </>
  );
}

describe('useFocusSoon', () => {
  it('focuses the changed card once the page draws it', async () => {
    render(<AddAndReload />);
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await act(async () => screen.getByRole('button', { name: 'Reload finished' }).click());
    expect(screen.getByRole('heading', { name: 'Best time to call' })).toHaveFocus();
  });

  it('leaves focus where the editor has gone on to type while the page reloads', async () => {
    render(<AddAndReload />);
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.type(screen.getByLabelText('Question'), 'Best');
    await act(async () => screen.getByRole('button', { name: 'Reload finished' }).click());
    expect(screen.getByLabelText('Question')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Question'), ' time');
    expect(screen.getByLabelText('Question')).toHaveValue('Best time');
  });

  it('leaves focus where the editor has gone while the page is still reloading', async () => {
    // The page says it is reloading (ready false) when the editor moves on, and only later that
    // it has finished: the card must not take the focus then.
    const { rerender } = render(<AddAndReload reloading />);
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.click(screen.getByLabelText('Question'));
    await act(async () => screen.getByRole('button', { name: 'Reload finished' }).click());
    rerender(<AddAndReload />);
    expect(screen.getByLabelText('Question')).toHaveFocus();
  });

  it('focuses the changed card once a reload that was under way has finished', async () => {
    const { rerender } = render(<AddAndReload reloading />);
    await act(async () => screen.getByRole('button', { name: 'Add question' }).click());
    await act(async () => screen.getByRole('button', { name: 'Reload finished' }).click());
    rerender(<AddAndReload />);
    expect(screen.getByRole('heading', { name: 'Best time to call' })).toHaveFocus();
  });

  it('focuses the chosen radio of a group of radios, by the id of its fieldset', async () => {
    function Destination() {
      const focusSoon = useFocusSoon(true);
      return (
        <>
          <a href="#where" onClick={() => focusSoon(['where'])}>
            Where the answer goes cannot be read
          </a>
          <fieldset id="where">
            <legend>Where does the answer go in the lead?</legend>
            <label>
              <input type="radio" name="where" /> A place the lead already has
            </label>
            <label>
              <input type="radio" name="where" defaultChecked /> A new answer
            </label>
          </fieldset>
        </>
      );
    }
    render(<Destination />);
    await userEvent.click(screen.getByRole('link'));
    expect(screen.getByRole('radio', { name: 'A new answer' })).toHaveFocus();
  });
});
