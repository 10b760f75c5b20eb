import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, readBudgets } from './budgets.ts';

describe('bench-budgets.json', () => {
  it('holds every figure the bench checks', () => {
    const budgets = readBudgets();
    expect(budgets.contentPages.scriptGzipKb).toBe(8);
    expect(budgets.contentPages.lighthouse).toEqual({ performance: 98, tbtMs: 50, lcpMs: 1200 });
    expect(budgets.formSteps).toMatchObject({ initialJsGzipKb: 183.4, ofReferenceForm: 0.75 });
    expect(budgets.formSteps.lighthouse).toMatchObject({
      performance: 95,
      tbtMs: 150,
      lcpMs: 1200,
    });
    expect(budgets.lighthouse.cls).toBe(0.1);
    expect(budgets.meterReadValidationMs).toBe(1);
  });

  it('says the time budgets are judged from CPU time, gating nothing on the wall time', () => {
    const { $comment } = JSON.parse(readFileSync('bench-budgets.json', 'utf8')) as {
      $comment: string;
    };
    expect($comment).toMatch(
      /judged by Lighthouse's simulation with each main-thread task timed by its CPU time/,
    );
    expect($comment).toMatch(/wall-time figures are reported beside them and gate nothing/);
  });

  it('names a figure that is missing', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'bench-budgets.json');
    writeFileSync(file, JSON.stringify({ contentPages: { scriptGzipKb: 25 } }));
    expect(() => readBudgets(file)).toThrow('has no "contentPages.lighthouse.performance"');
  });

  it('names a layout shift or validation budget that is missing', () => {
    const budgets = readBudgets();
    const file = join(mkdtempSync(join(tmpdir(), 'budgets-')), 'bench-budgets.json');
    // JSON leaves out a key whose value is undefined.
    writeFileSync(
      file,
      JSON.stringify({ ...budgets, lighthouse: { ...budgets.lighthouse, cls: undefined } }),
    );
    expect(() => readBudgets(file)).toThrow('has no "lighthouse.cls"');
    writeFileSync(file, JSON.stringify({ ...budgets, meterReadValidationMs: undefined }));
    expect(() => readBudgets(file)).toThrow('has no "meterReadValidationMs"');
  });
});

describe('a budget checked against a measurement', () => {
  it('passes at the limit and says by how much a maximum is missed', () => {
    expect(check('size', 'home', 25, 25, 'kB').passed).toBe(true);
    expect(check('size', 'home', 150.04, 25, 'kB')).toMatchObject({
      passed: false,
      missedBy: 125.04,
    });
  });

  it('says by how much a minimum is missed', () => {
    expect(check('score', 'home', 91, 98, 'points', 'min')).toMatchObject({
      passed: false,
      missedBy: 7,
    });
  });
});
