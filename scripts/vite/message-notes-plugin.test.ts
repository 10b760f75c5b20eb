import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutNotes } from './message-notes-plugin.ts';

describe("a message file's words as the built site ships them", () => {
  it('leave out the notes for editors at every depth, and keep every word', () => {
    expect(
      withoutNotes({
        $comment: 'Words of the site frame.',
        footer: { $comment: 'Shown on every page.', links: [{ $comment: 'x', label: 'Help' }] },
        pageTitle: '{title} - Help',
        ids: ['gas-emergency', 'power-cut'],
        empty: null,
      }),
    ).toEqual({
      footer: { links: [{ label: 'Help' }] },
      pageTitle: '{title} - Help',
      ids: ['gas-emergency', 'power-cut'],
      empty: null,
    });
  });

  it('change nothing else of a real message file', () => {
    const siteCopy = JSON.parse(readFileSync('schemas/messages/site-copy.json', 'utf8')) as Record<
      string,
      unknown
    >;
    const { $comment, ...words } = siteCopy;
    expect($comment).toEqual(expect.any(String));
    expect(withoutNotes(siteCopy)).toEqual(words);
  });
});
