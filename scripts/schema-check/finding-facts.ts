/**
 * What some findings are about, as data beside their words: `schemas:check` words a finding for
 * a developer (quoted keywords, file and JSON pointer), the studio for a content editor (the
 * question's label, its rules' plain names), both from these same facts.
 */
export type FindingFacts =
  /** Two limits of one answer that cannot both hold: `low` above `high` (minLength 30, maxLength 20). */
  | {
      readonly kind: 'limits-cross';
      readonly low: string;
      readonly lowValue: number;
      readonly high: string;
      readonly highValue: number;
    }
  /** A limit of a count (of characters, of items) that is not a whole number, 0 or more. */
  | { readonly kind: 'limit-not-whole'; readonly rule: string; readonly value: number }
  /**
   * An example the form does not judge as it is labelled: `expected` and `found` are the rules
   * broken, by the answer's pointer (none for a valid example).
   */
  | {
      readonly kind: 'example-misjudged';
      readonly example: string;
      readonly valid: boolean;
      readonly expected: Readonly<Record<string, string>>;
      readonly found: Readonly<Record<string, string>>;
    }
  /** A rule the answer can fail with no message for the customer. */
  | { readonly kind: 'message-missing'; readonly rule: string }
  /** A message with a placeholder its rule cannot fill. */
  | { readonly kind: 'placeholder-unfilled'; readonly rule: string; readonly placeholder: string }
  /** A question with no label. */
  | { readonly kind: 'label-missing' }
  /** A rule's message with no words. */
  | { readonly kind: 'message-empty'; readonly rule: string }
  /** A message for a rule the question does not have. */
  | { readonly kind: 'message-unused'; readonly rule: string }
  /** A pattern rule that is not a regular expression. */
  | { readonly kind: 'pattern-invalid' }
  /** A choice listed twice. */
  | { readonly kind: 'choice-twice'; readonly choice: string }
  /** A first answer that is not one of the choices. */
  | { readonly kind: 'default-not-choice' }
  /** The page's title, the submit button's words or its words while sending, empty. */
  | { readonly kind: 'page-words-empty'; readonly words: 'title' | 'submitText' | 'submittingText' }
  /** A form with no examples, or none of one kind (valid or invalid). */
  | { readonly kind: 'examples-missing'; readonly valid?: boolean }
  /** An example with no name, or the name of another. */
  | { readonly kind: 'example-name'; readonly name: string }
  /** A rule no invalid example breaks. */
  | { readonly kind: 'rule-untried'; readonly rule: string }
  /** A choice question with one choice or none. */
  | { readonly kind: 'few-choices'; readonly count: number }
  /** A choice with no words or no value. */
  | { readonly kind: 'choice-without-words' }
  /** A required checkboxes question without `minItems` of 1: an empty list would answer it. */
  | { readonly kind: 'ticks-not-required' }
  /**
   * An example answering `answer` (a question's name) with `value`, which it does not offer,
   * without saying the form should refuse it there.
   */
  | {
      readonly kind: 'example-unoffered';
      readonly example: string;
      readonly answer: string;
      readonly value: string;
    }
  /** A rule the question's kind of answer does not take. */
  | { readonly kind: 'rule-unsuited'; readonly rule: string }
  /** An autocomplete token browsers do not know, or one on an address, which fills itself. */
  | { readonly kind: 'autocomplete-unused'; readonly address: boolean }
  /** A condition on a question the form does not have. */
  | { readonly kind: 'condition-unknown' }
  /** A condition on an answer the question (`on`, by its label) never gives. */
  | { readonly kind: 'condition-unoffered'; readonly on: string; readonly value: string }
  /** A condition no answer to the question `on` (by its label) meets. */
  | { readonly kind: 'condition-never-met'; readonly on: string }
  /** A question (`dependent`, by its label) placed before the answer that opens it. */
  | { readonly kind: 'condition-before'; readonly dependent: string; readonly on: string }
  /**
   * A valid example whose lead the lead schema refuses: at the answer to `answer` (a question's
   * name) when a question writes the refused place, the code that writes it otherwise.
   */
  | { readonly kind: 'example-lead-refused'; readonly example: string; readonly answer?: string };
