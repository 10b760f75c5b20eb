import { describe, expect, it } from 'vitest';
import { compileHintFor, eagerCompileHint } from './eager-compile-hint.ts';

const chunk = (name: string, moduleIds: string[], isEntry = false) => ({
  name,
  isEntry,
  moduleIds,
});

describe('which built files ask V8 to compile every function as they arrive', () => {
  it('marks the framework, the app entry and the form engine', () => {
    expect(compileHintFor(chunk('framework', ['/p/node_modules/react-dom/index.js']))).toBe(
      eagerCompileHint,
    );
    expect(compileHintFor(chunk('index', ['/p/src/main.tsx'], true))).toBe(eagerCompileHint);
    expect(
      compileHintFor(chunk('LoadedSchemaForm', ['/p/node_modules/@rjsf/core/lib/index.js'])),
    ).toBe(eagerCompileHint);
    expect(
      compileHintFor(chunk('form-engine', ['/p/node_modules/@rjsf/utils/lib/getUiOptions.js'])),
    ).toBe(eagerCompileHint);
  });

  it('leaves route chunks, content and the small entries ahead of the app as they are', () => {
    expect(compileHintFor(chunk('_category.index', ['/p/src/routes/$category.index.tsx']))).toBe(
      '',
    );
    expect(
      compileHintFor(chunk('content-page', ['/p/src/app/content-page/content-page.ts'], true)),
    ).toBe('');
    expect(
      compileHintFor(chunk('SanitisedHtml', ['/p/node_modules/dompurify/dist/purify.es.mjs'])),
    ).toBe('');
    expect(
      compileHintFor(
        chunk('phone-number-rules', ['/p/node_modules/libphonenumber-js/core/index.js']),
      ),
    ).toBe('');
  });
});
