import type { Locator, Page } from '@playwright/test';

/**
 * What a customer does with the keyboard only: Tab moves between fields (Playwright's focus()
 * stands in for the Tab presses), then typing, Space and Enter do the rest. No mouse clicks.
 */

/** Types text into a field as key presses; text past a short answer arrives as one input event (as pasted). */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  if (text.length > 24) {
    await field.page().keyboard.insertText(text);
  } else {
    await field.pressSequentially(text);
  }
}

/** Chooses a radio button or ticks a checkbox with the Space bar. */
export async function choose(option: Locator): Promise<void> {
  await option.focus();
  await option.press('Space');
}

/** Presses a button or follows a link with Enter. */
export async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/**
 * Chooses an option of a native select list as a keyboard user does: focus it and type the
 * start of the option's text (the browser's type-ahead), then checks the right one was chosen.
 */
export async function selectByKeyboard(select: Locator, label: string): Promise<void> {
  await select.focus();
  await select.pressSequentially(label);
  const chosen = await select.evaluate(
    (element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '',
  );
  if (chosen !== label) throw new Error(`Typing "${label}" into the list chose "${chosen}"`);
}

/** Presses Tab until the element with this accessible name has focus; fails after `limit`. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}
