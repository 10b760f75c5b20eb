/** Where reading a JSON text stopped: its line and column, counted from 1, and what was there. */
export interface JsonSyntaxPlace {
  readonly line: number;
  readonly column: number;
  /** The character reading stopped at, quoted, or 'the end of the file'. */
  readonly found: string;
}

/**
 * Where JSON.parse stopped in `text` (it gives only a character position, or nothing at the end
 * of the file).
 */
export function jsonSyntaxPlace(text: string, error: Error): JsonSyntaxPlace {
  const position = /at position (\d+)/.exec(error.message);
  const index = position ? Number(position[1]) : text.length;
  const before = text.slice(0, index).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  const found = index < text.length ? `"${text.charAt(index)}"` : 'the end of the file';
  return { line, column, found };
}

/** A JSON syntax error in a developer's words, with the line and column where reading stopped. */
export function jsonSyntaxError({ line, column, found }: JsonSyntaxPlace): string {
  return `This file is not valid JSON: reading stopped at line ${line}, column ${column}, at ${found}.`;
}
