import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import copy from '../../schemas/messages/check-answers.json';

/**
 * Test-only: 'Continue' on a journey's last step, then 'Check your answers' once it shows; the
 * caller presses 'Accept and send' (acceptAndSend) or a 'Change' link.
 */
export async function continueToCheckAnswers(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: copy.heading });
}

/** Test-only: the 'Accept and send' button of 'Check your answers', once its answers show. */
export async function acceptAndSendButton(): Promise<HTMLElement> {
  return screen.findByRole('button', { name: copy.send.button });
}

/** Test-only: a 'Change' link of 'Check your answers' by its whole name ('Change last name'). */
export async function changeLink(name: string): Promise<HTMLElement> {
  const list = await screen.findAllByRole('definition');
  const link = list
    .flatMap((item) => [...item.querySelectorAll('a')])
    .find((anchor) => anchor.textContent === name);
  if (!link) throw new Error(`No '${name}' link on 'Check your answers'`);
  return link;
}

/** Test-only: from the last step, through 'Check your answers', 'Accept and send' pressed. */
export async function continueAndSend(user: UserEvent): Promise<void> {
  await continueToCheckAnswers(user);
  await user.click(await acceptAndSendButton());
}
