/**
 * Prefix of every journey draft in sessionStorage; nothing personal ever goes to localStorage.
 * A module of its own: a help page reads it (comment-draft-key.ts) without the drafts' writer.
 */
export const draftKeyPrefix = 'help-and-support:draft:';
