import { describe, expect, it } from 'vitest';
import { editorPreviewAddress, type EditorPreviewPlaces } from './editor-preview-address.ts';

const amirasCopy = '/srv/studio/copies/a1b2c3';
const bensCopy = '/srv/studio/copies/d4e5f6';
const compiledInCopies = new Set(
  [amirasCopy, bensCopy].flatMap((copy) => [
    `${copy}/src/schema-forms/compiled/feedback-details.js`,
    `${copy}/schemas/forms/feedback-details/feedback-details.examples.json`,
    `${copy}/schemas/forms/feedback-details/feedback-details.schema.json`,
  ]),
);

const places = (ownCopy: string | undefined): EditorPreviewPlaces => ({
  base: '/help/',
  root: '/srv/studio/app',
  copies: '/srv/studio/copies',
  ownCopy,
  exists: (file) => compiledInCopies.has(file),
});

describe('editorPreviewAddress', () => {
  it("answers a compiled form from the signed-in editor's own copy, keeping the query", () => {
    const url = '/help/src/schema-forms/compiled/feedback-details.js?t=1700000000000';
    expect(editorPreviewAddress(url, places(amirasCopy))).toEqual({
      kind: 'their-copy',
      url: `/help/@fs${amirasCopy}/src/schema-forms/compiled/feedback-details.js?t=1700000000000`,
    });
    expect(editorPreviewAddress(url, places(bensCopy))).toEqual({
      kind: 'their-copy',
      url: `/help/@fs${bensCopy}/src/schema-forms/compiled/feedback-details.js?t=1700000000000`,
    });
  });

  it("answers a form's examples from the editor's copy", () => {
    const examples = '/help/schemas/forms/feedback-details/feedback-details.examples.json';
    expect(editorPreviewAddress(`${examples}?t=1`, places(amirasCopy))).toEqual({
      kind: 'their-copy',
      url: `/help/@fs${amirasCopy}/schemas/forms/feedback-details/feedback-details.examples.json?t=1`,
    });
  });

  it("answers the service's own forms when nobody is signed in, or the copy has no such file", () => {
    const url = '/help/src/schema-forms/compiled/feedback-details.js';
    expect(editorPreviewAddress(url, places(undefined))).toEqual({ kind: 'as-asked' });
    expect(
      editorPreviewAddress(
        '/help/src/schema-forms/compiled/phone-metadata.json',
        places(amirasCopy),
      ),
    ).toEqual({ kind: 'as-asked' });
  });

  it("leaves the rest of the site's modules alone, a form's other files among them", () => {
    for (const url of [
      '/help/schemas/forms/feedback-details/feedback-details.schema.json',
      '/help/src/schema-forms/form-registry.ts',
      '/help/src/schema-forms/validation/checks/phone-number.ts',
      '/help/forms-preview/feedback-details',
      '/studio/forms/feedback-details',
    ]) {
      expect(editorPreviewAddress(url, places(amirasCopy))).toEqual({ kind: 'as-asked' });
    }
  });

  it("lets an editor reach their own copy's compiled modules by the address the preview uses", () => {
    const url = `/help/@fs${amirasCopy}/src/schema-forms/compiled/feedback-details.checks.js?import`;
    expect(editorPreviewAddress(url, places(amirasCopy))).toEqual({ kind: 'as-asked' });
  });

  it("refuses another editor's copy, however the address names it", () => {
    for (const url of [
      `/help/@fs${bensCopy}/src/schema-forms/compiled/feedback-details.js`,
      `/help/@fs${bensCopy}/schemas/forms/feedback-details/feedback-details.schema.json?raw`,
      `/help/@fs${amirasCopy}/../d4e5f6/src/schema-forms/compiled/feedback-details.js`,
      `/help/@fs${encodeURIComponent(bensCopy)}/src/schema-forms/compiled/feedback-details.js`,
      '/help/@fs/srv/studio/copies',
      '/help/../copies/d4e5f6/.git/config',
      '/help/@fs/srv/studio/copies/%E0%A4%A',
      // Without the base path, by /@id/, or as the absolute path Vite falls back to.
      `/@fs${bensCopy}/src/schema-forms/compiled/feedback-details.js`,
      `/help/@id/__x00__${bensCopy}/src/schema-forms/compiled/feedback-details.js`,
      `/help${bensCopy}/src/schema-forms/compiled/feedback-details.js`,
    ]) {
      expect(editorPreviewAddress(url, places(amirasCopy)), url).toEqual({ kind: 'refused' });
    }
  });

  it('never answers from the copy an address that steps out of the compiled folder', () => {
    const url = `/help/src/schema-forms/compiled/..%2F..%2F..%2F..%2Fcopies%2Fd4e5f6%2Fsrc%2Fschema-forms%2Fcompiled%2Ffeedback-details.js`;
    expect(editorPreviewAddress(url, places(amirasCopy))).toEqual({ kind: 'refused' });
    const stepsUp = '/help/src/schema-forms/compiled/..%2F..%2F..%2Fpackage.json';
    expect(editorPreviewAddress(stepsUp, places(amirasCopy))).toEqual({ kind: 'as-asked' });
  });

  it('refuses every copy to somebody not signed in', () => {
    const url = `/help/@fs${amirasCopy}/src/schema-forms/compiled/feedback-details.js`;
    expect(editorPreviewAddress(url, places(undefined))).toEqual({ kind: 'refused' });
  });
});
