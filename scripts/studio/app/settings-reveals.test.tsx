import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileFormModule } from '../../form-compiler/compile-form.ts';
import { questionSettingsForm } from '../settings-forms/question-settings-form.ts';
import { settingsWords } from '../settings-forms/settings-words.ts';
import type { CompiledForm } from '../../../src/schema-forms/compiled-form.ts';
import { CompiledSchemaForm } from '../../../src/schema-forms/CompiledSchemaForm.tsx';
import { withReveals } from './settings-reveals.tsx';

const { question: words, errors } = settingsWords;

/** A question's settings form compiled as the studio's server compiles it, then loaded. */
async function compiledSettings(): Promise<CompiledForm> {
  const source = questionSettingsForm({
    leadSchema: 'test-lead.schema.json',
    places: [{ parent: '/additional-information', namingRule: '', taken: [] }],
    answerPlaces: [],
  });
  const folder = path.join(process.cwd(), 'node_modules/.cache/studio-settings-forms-test');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${source.formId}.js`);
  writeFileSync(file, compileFormModule(source));
  return ((await import(/* @vite-ignore */ file)) as { default: CompiledForm }).default;
}

async function renderSettings(onSubmit = vi.fn()) {
  const compiled = withReveals(await compiledSettings());
  await act(async () => {
    render(
      <CompiledSchemaForm
        compiled={compiled}
        idPrefix="question-best_time"
        formData={{ label: 'When?', required: 'no', kind: 'text', destination: 'not-sent' }}
        onSubmit={onSubmit}
      />,
    );
  });
  return onSubmit;
}

describe("a question's settings form in the studio", () => {
  it('shows the fields an answer reveals right under that answer, GOV.UK style', async () => {
    const user = userEvent.setup();
    await renderSettings();
    const reason = screen.getByRole('textbox', { name: words.destinationReasonLabel });
    const notSent = screen.getByRole('radio', { name: words.destinationNotSent });
    expect(notSent.closest('.radios__item')?.nextElementSibling).toContainElement(reason);

    await user.click(screen.getByRole('radio', { name: words.requiredYes }));
    const message = screen.getByRole('textbox', { name: words.requiredMessageLabel });
    const yes = screen.getByRole('radio', { name: words.requiredYes });
    expect(yes.closest('.radios__item')?.nextElementSibling).toContainElement(message);
    expect(message).toHaveAttribute('id', 'question-best_time_required_message');
  });

  it("says what is missing in the engine's error summary and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = await renderSettings();
    await user.clear(screen.getByRole('textbox', { name: words.labelLabel }));
    await user.click(screen.getByRole('button', { name: words.save }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([errors.label, errors.destinationReason]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
