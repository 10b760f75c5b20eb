/**
 * The edits the forms studio can make (issue 31, decision 040): plain JSON, so the pages send
 * them to the server as they are and a session can keep, undo and redo them. A question is named
 * by its property name in the form's schema (`field`), wherever a branch declares it.
 */

/** The kinds of answer a question can take, as an editor names them (the form model's table). */
import type { AnswerKind } from '../../../src/schema-forms/form-model/answer-kinds.ts';
export type { AnswerKind };

/** A rule a question's answer must follow: its name is the key of its error message. */
export type StudioRule =
  | { readonly rule: 'minLength'; readonly value: number }
  | { readonly rule: 'maxLength'; readonly value: number }
  /** The least and the greatest a number answer may be (any number, a decimal or below 0 too). */
  | { readonly rule: 'minimum'; readonly value: number }
  | { readonly rule: 'maximum'; readonly value: number }
  /** A regular expression the answer must match (as JSON Schema's `pattern`, Unicode aware). */
  | { readonly rule: 'pattern'; readonly value: string }
  | { readonly rule: 'customerNumber' }
  | { readonly rule: 'meterReading' }
  /** Between `value` months ago and today (date questions). */
  | { readonly rule: 'dateWithinPastMonths'; readonly value: number }
  /** A UK or Irish phone number: the countries allowed, as ISO codes. */
  | { readonly rule: 'phoneNumber'; readonly value: readonly string[] };

export type StudioRuleName = StudioRule['rule'];

/**
 * The rules an error message can be written for: the studio's rules, plus those a question has
 * by being required, by its kind (`format` of a date or an email) or by its choices (`oneOf`),
 * and a `pattern` written by hand.
 */
export type MessageRuleName = StudioRuleName | 'required' | 'format' | 'oneOf' | 'pattern';

/** One choice of a radios or select question: what is sent, and the words the customer reads. */
export interface StudioChoice {
  readonly value: string;
  readonly label: string;
  /**
   * The hint under the choice's words; '' removes it. Left out, a choice keeps the hint its value
   * had, wherever it was in the list.
   */
  readonly hint?: string;
}

/** Where a question's answer goes in the lead. */
export type StudioDestination =
  /** A place in the lead (a JSON pointer under the lead's attributes, "/additional-information/X"). */
  | { readonly kind: 'lead-place'; readonly to: string }
  /** A new answer under additional-information, by a PascalCase name (see checkLeadName). */
  | { readonly kind: 'additional-information'; readonly name: string }
  /** Not sent, and why (said in the file for the reviewer). */
  | { readonly kind: 'not-sent'; readonly reason: string };

/**
 * Answers for the examples, by the example's index in its examples file: what a valid example
 * now answers to a question that became required. The studio offers answers (exampleAnswersFor);
 * the editor may change each one before applying.
 */
export type ExampleAnswers = Readonly<Record<number, unknown>>;

interface OnQuestion {
  readonly formId: string;
  /** The question's name in the schema (a property name, not a label). */
  readonly field: string;
}

/** An example of a form as the editor writes it: its name, whether it should pass, its answers. */
export interface StudioExample {
  readonly formId: string;
  readonly name: string;
  readonly valid: boolean;
  /** The answers by question name, as the form's data holds them. */
  readonly data: Readonly<Record<string, unknown>>;
}

export type StudioOperation =
  /** The question's label (its `title`). */
  | ({ readonly op: 'set-label'; readonly label: string } & OnQuestion)
  /** The hint under the label (its `description`); '' removes it. */
  | ({ readonly op: 'set-hint'; readonly hint: string } & OnQuestion)
  /**
   * Whether an answer is needed. Making it required adds a `required` error message (the given
   * one, or one in the GOV.UK style), gives the valid examples that leave it empty an answer
   * (`exampleAnswers`, or the ones offered) and lists the new error on the invalid examples that
   * leave it empty. Making it optional removes the message and those listed errors.
   */
  | ({
      readonly op: 'set-required';
      readonly required: boolean;
      readonly message?: string;
      readonly exampleAnswers?: ExampleAnswers;
    } & OnQuestion)
  /** The kind of answer; `choices` for radios and select (kept when already there). */
  | ({
      readonly op: 'set-answer-kind';
      readonly kind: AnswerKind;
      readonly choices?: readonly StudioChoice[];
    } & OnQuestion)
  /** Adds a rule with its error message (the given one, or one in the GOV.UK style). */
  | ({ readonly op: 'add-rule'; readonly rule: StudioRule; readonly message?: string } & OnQuestion)
  /** Removes a rule and its error message. */
  | ({ readonly op: 'remove-rule'; readonly rule: StudioRuleName } & OnQuestion)
  /** Changes a rule's value (a length, a number of months, the countries). */
  | ({ readonly op: 'set-rule'; readonly rule: StudioRule } & OnQuestion)
  /** The words shown when the answer breaks `rule`. */
  | ({
      readonly op: 'set-error-message';
      readonly rule: MessageRuleName;
      readonly message: string;
    } & OnQuestion)
  /** The choices of a radios or select question, in order. */
  | ({ readonly op: 'set-choices'; readonly choices: readonly StudioChoice[] } & OnQuestion)
  /** The autocomplete token (HTML standard tokens only, see autocompleteTokens); '' removes it. */
  | ({ readonly op: 'set-autocomplete'; readonly autocomplete: string } & OnQuestion)
  /** Where the answer goes in the lead. */
  | ({ readonly op: 'set-destination'; readonly destination: StudioDestination } & OnQuestion)
  /**
   * A new question, placed after `after` (first when omitted) in the form's order, with an
   * error message for each rule it has and, when required, answers for the valid examples.
   */
  | {
      readonly op: 'add-question';
      readonly formId: string;
      readonly name: string;
      readonly label: string;
      readonly hint?: string;
      readonly kind: AnswerKind;
      readonly required: boolean;
      readonly choices?: readonly StudioChoice[];
      readonly destination: StudioDestination;
      readonly after?: string;
      readonly requiredMessage?: string;
      readonly exampleAnswers?: ExampleAnswers;
    }
  /** Removes a question and every mention of it (refused for one placed by code). */
  | ({ readonly op: 'remove-question' } & OnQuestion)
  /**
   * Asks the question only if an earlier choice or yes/no question has `answer` (a choice's
   * value, or true/false), or changes the condition it has (question-conditions.ts).
   */
  | ({
      readonly op: 'set-condition';
      readonly on: string;
      /** As the question types it: true, not "true", for Yes (form-choices.ts). */
      readonly answer: string | number | boolean;
    } & OnQuestion)
  /** Asks the question always: its condition is removed. */
  | ({ readonly op: 'remove-condition' } & OnQuestion)
  /** Moves a question one place up or down in the form's order. */
  | ({ readonly op: 'move-question'; readonly direction: 'up' | 'down' } & OnQuestion)
  /**
   * Renames a question's name with every reference: `required`, `ui:order`, its UI settings,
   * the examples' answers and listed errors, conditions and dependencies (refused for one
   * placed by code).
   */
  | ({ readonly op: 'rename-question'; readonly newName: string } & OnQuestion)
  /** The page's title, the button's words and what the button says while sending. */
  | {
      readonly op: 'set-page-words';
      readonly formId: string;
      readonly title?: string;
      readonly submitText?: string;
      readonly submittingText?: string;
    }
  /**
   * A new example answering the form, at the end of its list: valid ones must pass; an invalid
   * one lists the errors its answers find now, so the check holds it to them.
   */
  | ({ readonly op: 'add-example' } & StudioExample)
  /** Changes the example at `index` (its place in the form's list) to the one given. */
  | ({ readonly op: 'set-example'; readonly index: number } & StudioExample)
  /** Removes the example at `index`. */
  | { readonly op: 'remove-example'; readonly formId: string; readonly index: number }
  /**
   * A message shared by every form, in a file of schemas/messages/ (`file` is its name, like
   * 'form-copy.json'; `pointer` a JSON pointer to an existing string in it).
   */
  | {
      readonly op: 'set-shared-message';
      readonly file: string;
      readonly pointer: string;
      readonly text: string;
    }
  | JourneyOperation;

/** The question a new step's form asks first: its name in the files and its label. */
export interface FirstQuestion {
  readonly name: string;
  readonly label: string;
}

/**
 * The edits of a journey declared as data (schemas/journeys/, decision 055). A step is named by
 * its form's id: a form is asked by one step of one journey.
 */
export type JourneyOperation =
  /** A step's heading: the page's title and heading the customer reads. */
  | {
      readonly op: 'set-step-title';
      readonly journeyId: string;
      readonly formId: string;
      readonly title: string;
    }
  /**
   * A new step last before "Check your answers", at `path` after the journey's address, asking
   * a new form (schemas/forms/<journeyId>-<path>/) of one required question, sent in the
   * journey's lead under additional-information.
   */
  | {
      readonly op: 'add-step';
      readonly journeyId: string;
      readonly title: string;
      readonly path: string;
      readonly question: FirstQuestion;
    }
  /**
   * The words of a journey's own pages: a step's heading on "Check your answers" (`summaryHeading`,
   * by the step's form), the caption above that page, or the confirmation's heading, its email
   * sentence or its next steps (`nextSteps`: one paragraph a line).
   */
  | {
      readonly op: 'set-journey-words';
      readonly journeyId: string;
      readonly place: JourneyWordsPlace;
      readonly formId?: string;
      readonly words: string;
    }
  /** Removes a step from its journey (its form stays, asked by no journey); never the only one. */
  | { readonly op: 'remove-step'; readonly journeyId: string; readonly formId: string };

/** Where a journey's words are, besides its steps' headings. */
export type JourneyWordsPlace =
  'summaryHeading' | 'caption' | 'confirmationHeading' | 'emailSent' | 'nextSteps';

export type StudioOperationName = StudioOperation['op'];

/** The texts of the files the studio reads, by path from the project root. */
export type StudioFiles = Readonly<Record<string, string>>;

/** What applying an operation gives: the new files and which changed, or why not, in plain words. */
export type StudioOperationResult =
  | { readonly files: StudioFiles; readonly changed: readonly string[] }
  | { readonly refused: string };
