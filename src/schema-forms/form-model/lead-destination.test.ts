import { describe, expect, it } from 'vitest';
import { destinationOf, isLeadPointer, leadDeclarationOf } from './lead-destination.ts';

describe('x-lead, read and written one way', () => {
  it.each([
    ['/first-name', { kind: 'generic', to: '/first-name', transform: [] }],
    [
      { to: '/query', transform: ['trim'] },
      { kind: 'generic', to: '/query', transform: ['trim'] },
    ],
    [
      { placedBy: 'mapper', to: '/contact-number' },
      { kind: 'mapper', to: '/contact-number' },
    ],
    [
      { placedBy: 'mapper', relationship: 'address' },
      { kind: 'mapper', relationship: 'address' },
    ],
    [
      { sent: false, reason: 'A routing choice' },
      { kind: 'not-sent', reason: 'A routing choice' },
    ],
  ])('reads %j', (declared, destination) => {
    expect(destinationOf(declared)).toEqual(destination);
  });

  it.each([
    ['first-name'],
    ['/'],
    [{ to: 'query' }],
    [{ to: '/query', transform: 'trim' }],
    [{ sent: false, reason: ' ' }],
    [{ placedBy: 'mapper' }],
    [['/query']],
    [null],
  ])('does not read %j', (declared) => {
    expect(destinationOf(declared)).toBeUndefined();
  });

  it('writes each destination in its shortest form, which reads back the same', () => {
    for (const declared of [
      { to: '/first-name' },
      { to: '/query', transform: ['trim'] },
      { placedBy: 'mapper', to: '/contact-number' },
      { placedBy: 'mapper', relationship: 'address' },
      { sent: false, reason: 'A routing choice' },
    ]) {
      const destination = destinationOf(declared);
      if (!destination) throw new Error(`${JSON.stringify(declared)} was not read`);
      expect(leadDeclarationOf(destination)).toEqual(declared);
    }
  });

  it('names a place in the lead by a pointer of one part or more', () => {
    expect(isLeadPointer('/additional-information/BestTime')).toBe(true);
    expect(isLeadPointer('/additional-information/')).toBe(false);
    expect(isLeadPointer('email')).toBe(false);
  });
});
