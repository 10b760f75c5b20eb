import importX from 'eslint-plugin-import-x';

const base = importX.rules['no-cycle'];

/**
 * import-x's no-cycle, saying what to do about a circle of imports as well as where it is:
 * lint messages in this project name the way out, not only the fault.
 */
export const noImportCycle = {
  ...base,
  meta: {
    ...base.meta,
    messages: {
      cycle:
        'This import closes a circle of imports{{via}}: move what the files share into a module of its own below both, or have the lower file take it as a parameter.',
    },
  },
  create(context) {
    const report = (descriptor) =>
      context.report({
        ...(descriptor.node ? { node: descriptor.node } : {}),
        ...(descriptor.loc ? { loc: descriptor.loc } : {}),
        messageId: 'cycle',
        data: { via: descriptor.data?.source ? ` (via ${descriptor.data.source})` : '' },
      });
    return base.create(Object.create(context, { report: { value: report } }));
  },
};
