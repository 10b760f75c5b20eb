import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown`, which rjsf imports for descriptions and hints
 * written in Markdown (`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`). Our forms'
 * words are plain text (the schema check refuses those settings), so the 25 KB gzip Markdown
 * parser is left out of the form routes (vite.config.ts aliases it here) and no copy is ever
 * turned into markup. Whatever reaches it is shown as the text it is.
 */
export function Markdown({ children }: { readonly children?: ReactNode }) {
  return <span>{children}</span>;
}
