/** A problem the schema check found in a form's files, as the forms preview shows it. */
export interface FormFinding {
  readonly file: string;
  /** A JSON pointer into the file; '' for the whole file. */
  readonly pointer: string;
  readonly message: string;
  readonly fix: string;
}

/** What the dev server sends the forms preview about one form: no findings means all is well. */
export interface FormFindingsMessage {
  readonly formId: string;
  readonly findings: readonly FormFinding[];
}

/** The HMR event carrying a form's findings (scripts/vite/forms-preview-findings-plugin.ts). */
export const formFindingsEvent = 'help-and-support:form-findings';
/** The HMR event a preview sends when it opens, asking for its form's findings. */
export const formFindingsAsk = 'help-and-support:form-findings-ask';
