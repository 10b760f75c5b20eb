import { describe, expect, it } from 'vitest';
import { coreFieldsRegistry, registryReplacementFor } from './form-renderer-registry-plugin.ts';

const core = '/p/node_modules/@rjsf/core/lib';

describe("where rjsf's default registry is replaced", () => {
  it("gives rjsf's Form and its index our registry", () => {
    expect(registryReplacementFor('../getDefaultRegistry.js', `${core}/components/Form.js`)).toBe(
      coreFieldsRegistry,
    );
    expect(registryReplacementFor('./getDefaultRegistry.js', `${core}/index.js`)).toBe(
      coreFieldsRegistry,
    );
  });

  it("leaves rjsf's other imports, and everyone else's, to their own resolution", () => {
    expect(registryReplacementFor('./fields/index.js', `${core}/components/Form.js`)).toBe(
      undefined,
    );
    expect(registryReplacementFor('./getDefaultRegistry.js', '/p/src/app/main.tsx')).toBe(
      undefined,
    );
    expect(registryReplacementFor('../getDefaultRegistry.js', undefined)).toBe(undefined);
  });
});
