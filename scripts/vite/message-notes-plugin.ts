import type { Plugin } from 'vite';

/** The site's words (schemas/messages/*.json), as the page imports them. */
const messageFile = /[\\/]schemas[\\/]messages[\\/][^\\/]+\.json$/;

/** A message file's value without its `$comment` notes, at any depth. */
export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '$comment')
      .map(([key, entry]) => [key, withoutNotes(entry)]),
  );
}

/**
 * The built site's message files leave out their `$comment` notes: they are for the people who
 * edit the words, as a form's shipped schema leaves out its editors' keywords (decision 054).
 * Runs before Vite's own JSON plugin turns the file into a module. The dev server and the unit
 * tests read the files as written.
 */
export function messageNotesPlugin(): Plugin {
  return {
    name: 'help-and-support:message-notes',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: messageFile },
      handler(code) {
        return { code: JSON.stringify(withoutNotes(JSON.parse(code))), map: null };
      },
    },
  };
}
