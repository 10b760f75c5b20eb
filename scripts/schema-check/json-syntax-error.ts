/**
 * A JSON syntax error in an editor's words, with the line and column where reading stopped
 * (JSON.parse gives only a character position, or nothing at the end of the file).
 */
export function jsonSyntaxError(text: string, error: Error): string {
  const position = /at position (\d+)/.exec(error.message);
  const index = position ? Number(position[1]) : text.length;
  const before = text.slice(0, index).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  const found = index < text.length ? `"${text.charAt(index)}"` : 'the end of the file';
  return `This file is not valid JSON: reading stopped at line ${line}, column ${column}, at ${found}.`;
}
