import { describe, expect, it } from 'vitest';
import { announcedOutage, outageAnswerText } from './service-outage.ts';

const outage = { title: 'Planned maintenance', message: '<p>Overnight on Saturday.</p>' };

describe('what an answer of the outage service announces (SPEC section 2)', () => {
  it('announces a document with both a title and a message', () => {
    expect(announcedOutage(outage)).toEqual(outage);
  });

  it.each([
    ['an empty document', { title: '', message: '' }],
    ['a title without a message', { title: 'Planned maintenance', message: ' ' }],
    ['a message without a title', { title: '', message: '<p>Overnight.</p>' }],
    ['a document without the fields', {}],
    ['fields that are not text', { title: 1, message: true }],
    ['no document (a failed answer)', undefined],
    ['null', null],
    ['text', 'Planned maintenance'],
  ])('announces nothing for %s', (_name, document) => {
    expect(announcedOutage(document)).toBeUndefined();
  });

  it('reads every answer that announces nothing alike, however it came', () => {
    const none = outageAnswerText({ ok: false, text: 'Not found' });
    expect(outageAnswerText({ ok: false, text: '{"error":"down"}' })).toBe(none);
    expect(outageAnswerText({ ok: true, text: '' })).toBe(none);
    expect(outageAnswerText({ ok: true, text: '{"title":"","message":""}' })).toBe(none);
    expect(outageAnswerText({ ok: true, text: JSON.stringify(outage) })).not.toBe(none);
  });

  it('reads an outage by what it announces, not how its document is laid out', () => {
    expect(outageAnswerText({ ok: true, text: JSON.stringify(outage, null, 2) })).toBe(
      outageAnswerText({ ok: true, text: JSON.stringify(outage) }),
    );
  });
});
