/**
 * What each finding is about, as data beside its words: `schemas:check` words a finding for a
 * developer (quoted keywords, file and JSON pointer), the studio for a content editor (the
 * question's label, its rules' plain names), both from these same facts. Every finding the check
 * makes has a kind here, and every kind has an editor's words (finding-words.ts, whose test
 * reads the kinds from the check's code).
 */
export type FindingFacts =
  /** Two limits of one answer that cannot both hold: `low` above `high` (minLength 30, maxLength 20). */
  | {
      readonly kind: 'limits-cross';
      readonly low: 'minLength' | 'minimum' | 'minItems';
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
  | { readonly kind: 'example-lead-refused'; readonly example: string; readonly answer?: string }
  // Whole files and forms.
  /** A file that is not JSON: where reading stopped. */
  | { readonly kind: 'file-not-json'; readonly line: number; readonly column: number }
  /** A file that parses to something other than one object. */
  | { readonly kind: 'file-not-object' }
  /** A form without one of its three files. */
  | { readonly kind: 'file-missing'; readonly part: 'schema' | 'ui' | 'examples' }
  /** A form the site's list of forms does not have. */
  | { readonly kind: 'form-unregistered' }
  /** A form the site's list has, with no folder. */
  | { readonly kind: 'form-folder-missing'; readonly form: string }
  /** A form schema the validator compiler refuses. */
  | { readonly kind: 'form-uncompiled' }
  /** A form schema not in JSON Schema draft-07. */
  | { readonly kind: 'form-dialect' }
  /** A form with no question. */
  | { readonly kind: 'form-no-questions' }
  /** A keyword form schemas do not know. */
  | { readonly kind: 'word-unknown'; readonly word: string }
  /** A format the forms do not know. */
  | { readonly kind: 'format-unknown'; readonly format: string }
  /** A required name with no field. */
  | { readonly kind: 'required-unknown'; readonly name: string }
  // Copy.
  /** Copy with HTML in it. */
  | { readonly kind: 'copy-html' }
  /** Copy with a link of a scheme not allowed. */
  | { readonly kind: 'copy-link'; readonly scheme: string }
  /** Copy with a placeholder nothing fills. */
  | { readonly kind: 'copy-placeholder'; readonly placeholder: string }
  /** {recentDate} where no date field fills it. */
  | { readonly kind: 'recent-date-misplaced' }
  // Questions.
  /** A question's name the studio could not give. */
  | { readonly kind: 'question-name' }
  /** A number of months back that is not a whole number, 1 or more. */
  | { readonly kind: 'months-not-whole'; readonly value: string }
  /** A phone rule naming no country the site checks. */
  | { readonly kind: 'phone-countries' }
  /** A question asked only for some answers to itself (`on`, by its label). */
  | { readonly kind: 'condition-on-itself'; readonly on: string }
  // The UI schema and inputs.
  /** An option nobody reads. */
  | { readonly kind: 'option-unknown'; readonly option: string }
  /** The words a question is listed by, not text. */
  | { readonly kind: 'listed-as-not-text' }
  /** A widget or field the theme does not have. */
  | { readonly kind: 'input-unknown'; readonly input: string }
  /** A setting that would read the form's words as Markdown. */
  | { readonly kind: 'markdown-setting' }
  /** Settings for a field the schema lacks. */
  | { readonly kind: 'layout-unknown-question'; readonly name: string }
  /** A question in the order twice. */
  | { readonly kind: 'order-twice' }
  /** A name in the order the schema lacks. */
  | { readonly kind: 'order-unknown'; readonly name: string }
  /** A question missing from the order. */
  | { readonly kind: 'order-missing' }
  /** A field no input would show. */
  | { readonly kind: 'input-missing' }
  /** A yes or no left to a tick box the site does not have. */
  | { readonly kind: 'yes-no-no-input' }
  /** An input that does not suit the answer, which `takes` that shape of answer. */
  | {
      readonly kind: 'input-unsuited';
      readonly takes: 'choice' | 'choices' | 'yes-no' | 'date' | 'text' | 'number' | 'other';
    }
  // Lead destinations.
  /** A lead schema named that does not exist. */
  | { readonly kind: 'lead-unknown'; readonly lead: string }
  /** A field that does not say where its answer goes. */
  | { readonly kind: 'destination-missing' }
  /** A destination not written in a way the site understands. */
  | { readonly kind: 'destination-unreadable' }
  /** A transform the site does not have. */
  | { readonly kind: 'transform-unknown' }
  /** A destination in a form that names no lead. */
  | { readonly kind: 'lead-unnamed' }
  /** A relationship the lead does not have. */
  | { readonly kind: 'relationship-unknown' }
  /** A place the mapper is said to write that the lead does not have. */
  | { readonly kind: 'mapper-place-unknown' }
  /** A place where the lead takes no new answer. */
  | { readonly kind: 'place-closed' }
  /** A place taking another type of answer (`answer` and `taken` as JSON Schema types). */
  | { readonly kind: 'place-type'; readonly answer: string; readonly taken: readonly string[] }
  /** Two questions of one form sending to one place (`other`, by its label). */
  | { readonly kind: 'place-twice'; readonly other: string }
  /** Two forms of one lead sending to one place (`other`, by its label). */
  | { readonly kind: 'place-shared'; readonly other: string }
  // Shared messages and search synonyms.
  /** A shared message with no words. */
  | { readonly kind: 'shared-message-empty' }
  /** The search synonyms or their schema missing. */
  | { readonly kind: 'synonyms-missing' }
  /** A group of synonyms with one term. */
  | { readonly kind: 'synonym-group-one' }
  /** A synonym with no letters or numbers. */
  | { readonly kind: 'synonym-empty' }
  /** A group listing a term twice. */
  | { readonly kind: 'synonym-twice'; readonly term: string }
  /** The synonyms file not shaped as its schema says. */
  | { readonly kind: 'synonyms-shape' }
  /** A group whose terms are the same words to search. */
  | { readonly kind: 'synonym-group-same' }
  /** A term in two groups. */
  | { readonly kind: 'synonym-in-two-groups'; readonly term: string }
  // Plain JSON Schemas and content.
  /** A lead, content or synonyms schema that cannot be read or compiled. */
  | { readonly kind: 'schema-unreadable' }
  /** A content fixture with no schema named for it. */
  | { readonly kind: 'fixture-unschemed' }
  /** A content fixture whose schema is missing. */
  | { readonly kind: 'fixture-schema-missing' }
  /** Content that does not follow its schema. */
  | { readonly kind: 'content-unfollowed' }
  /** Soft limits that cannot be checked. */
  | { readonly kind: 'content-limits-uncheckable' }
  /** Content over a soft limit (a warning). */
  | { readonly kind: 'content-over-limit' }
  /** An address the page cannot do without, broken. */
  | { readonly kind: 'content-address-broken' }
  // Journey declarations (scripts/journeys/read-journey-declarations.ts).
  /** A declaration that is not JSON. */
  | { readonly kind: 'journey-not-json' }
  /** A journey's id not its file's name, or not a path. */
  | { readonly kind: 'journey-id' }
  /** A journey with no steps. */
  | { readonly kind: 'journey-no-steps' }
  /** A step's path wrong. */
  | { readonly kind: 'journey-step-path' }
  /** A step's heading of only spaces. */
  | { readonly kind: 'journey-step-title-blank' }
  /** A step's heading longer than GOV.UK's `limit` for a page's heading. */
  | { readonly kind: 'journey-step-title-long'; readonly limit: number }
  /** A step naming a form that does not exist. */
  | { readonly kind: 'journey-step-form'; readonly form: string }
  /** A step's form not sent in the journey's lead. */
  | { readonly kind: 'journey-step-lead'; readonly form: string }
  /** Words of a journey's pages missing: a step's, 'Check your answers' or the confirmation's. */
  | {
      readonly kind: 'journey-words-missing';
      readonly words:
        'title' | 'summaryHeading' | 'intro' | 'caption' | 'heading' | 'emailSent' | 'nextSteps';
    }
  /** A lead variant or mapper that does not exist. */
  | { readonly kind: 'journey-lead'; readonly missing: 'variant' | 'mapper' }
  /** A form asked by two journeys. */
  | { readonly kind: 'journey-form-shared'; readonly form: string };
