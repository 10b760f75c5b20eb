/** The report's Markdown: tables, and a figure beside its budget. */

/** A figure beside its budget: '96 (≥ 98)'. */
export const against = (figure: number | string, limit: number, kind: 'max' | 'min' = 'max') =>
  `${figure} (${kind === 'max' ? '≤' : '≥'} ${limit})`;

/** A Markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
