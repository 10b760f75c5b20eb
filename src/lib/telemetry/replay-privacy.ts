/**
 * Spread onto a free-text or personal field (name, email, phone, address, query text) so session
 * replay records neither its value nor its presence (issue 6, "Known pitfalls"). Replay already
 * masks every input value ('mask-user-input'); this hides the element outright.
 */
export const hiddenFromReplay = { 'data-dd-privacy': 'hidden' } as const;
