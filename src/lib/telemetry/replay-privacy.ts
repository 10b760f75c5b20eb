/**
 * Spread onto a free-text or personal field (name, email, phone, address, query text), or onto
 * text that repeats what a customer typed (a search heading), so session replay records neither
 * its value nor its presence (issue 6, "Known pitfalls"). Replay already masks every input value
 * ('mask-user-input'), not the page's text; this hides the element outright.
 */
export const hiddenFromReplay = { 'data-dd-privacy': 'hidden' } as const;
