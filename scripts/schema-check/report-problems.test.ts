import { describe, expect, it } from 'vitest';
import type { Problem } from './problems.ts';
import { reportProblems } from './report-problems.ts';

const warning: Problem = {
  file: 'content-fixtures/serviceoutages/journeys/help-and-support/jcr:content.data.json',
  pointer: '/message',
  message: 'Over a limit we chose in schemas/content/service-outage.schema.json (maxLength 1000).',
  fix: 'Shorten it if you can.',
  severity: 'warning',
  facts: { kind: 'content-over-limit' },
};
const problem: Problem = {
  file: 'schemas/content/x.schema.json',
  pointer: '',
  message: 'Broken.',
  fix: 'Fix it.',
  facts: { kind: 'schema-unreadable' },
};

function capture() {
  const lines: Record<'info' | 'warn' | 'error', string[]> = { info: [], warn: [], error: [] };
  return {
    lines,
    output: {
      info: (text: string) => lines.info.push(text),
      warn: (text: string) => lines.warn.push(text),
      error: (text: string) => lines.error.push(text),
    },
  };
}

describe('what npm run schemas:check prints and how it exits', () => {
  it('prints a warning for content over a soft limit and exits 0', () => {
    const { lines, output } = capture();
    expect(reportProblems([warning], output)).toBe(0);
    expect(lines.warn.join('\n')).toContain(
      `⚠ ${warning.file}  at /message\n  ${warning.message}\n  What to do: ${warning.fix}`,
    );
    expect(lines.info.join()).toContain('sound (1 warning above)');
    expect(lines.error).toEqual([]);
  });

  it('exits 1 on any problem, printing the warnings too', () => {
    const { lines, output } = capture();
    expect(reportProblems([warning, problem], output)).toBe(1);
    expect(lines.error.join('\n')).toContain(
      '✗ schemas/content/x.schema.json  at (the whole file)',
    );
    expect(lines.error.join('\n')).toContain('1 problem in schemas/ or content-fixtures/.');
    expect(lines.warn).not.toEqual([]);
  });

  it('exits 0 when all is well', () => {
    const { lines, output } = capture();
    expect(reportProblems([], output)).toBe(0);
    expect(lines.info).toEqual([
      'schemas/ and content-fixtures/ are sound: every schema, UI schema, example and fixture checked.',
    ]);
  });
});
