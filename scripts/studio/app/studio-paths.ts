/** The studio's addresses (served by scripts/studio/server/studio-plugin.ts). */
export const studioPaths = {
  forms: '/studio/',
  review: '/studio/review',
  messages: '/studio/messages',
  journeys: '/studio/journeys',
  api: '/studio/api/',
  form: (formId: string) => `/studio/forms/${encodeURIComponent(formId)}`,
  history: (formId: string) => `/studio/forms/${encodeURIComponent(formId)}/history`,
  /** The form id of a form's history page's address, or undefined. */
  historyFormIdOf(pathname: string): string | undefined {
    return /^\/studio\/forms\/([a-z0-9-]+)\/history\/?$/.exec(pathname)?.[1];
  },
  /** The form id of a form page's address, or undefined. */
  formIdOf(pathname: string): string | undefined {
    const match = /^\/studio\/forms\/([a-z0-9-]+)\/?$/.exec(pathname);
    return match?.[1];
  },
  /** The site's own preview of a form, every example (only on the embedded stub). */
  preview: (formId: string) => `/help-and-support/forms-preview/${encodeURIComponent(formId)}`,
} as const;
