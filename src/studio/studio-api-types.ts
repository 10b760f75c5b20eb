import type { ListedForm } from '../../scripts/studio/server/list-studio-forms.ts';
import type { SharedMessage, StudioFormPage } from '../../scripts/studio/server/studio-api.ts';
import type { StudioQuestion } from '../../scripts/studio/model/describe-studio-form.ts';
import type { StudioExampleView } from '../../scripts/studio/model/describe-studio-examples.ts';
import type {
  EditOutcome,
  StudioWorkspace,
  WorkspaceState,
} from '../../scripts/studio/server/studio-workspace.ts';

/** What the studio's server answers (scripts/studio/server/studio-api.ts). */
export type { ListedForm, SharedMessage, StudioExampleView, WorkspaceState };

/** One thing the check found, with its file, pointer and plain words. */
export type StudioFinding = WorkspaceState['findings'][number];

export interface FormsAnswer {
  readonly forms: readonly ListedForm[];
  readonly state: WorkspaceState;
}

/** An edit's answer: the state after it, what it changed, or the model's refusal. */
export type EditAnswer = EditOutcome;

export type {
  AnswerKind,
  MessageRuleName,
  StudioChoice,
  StudioDestination,
  StudioOperation,
  StudioRule,
  StudioRuleName,
} from '../../scripts/studio/model/studio-operations.ts';

/** A form as its page shows it: the model's description, and what its panels offer. */
export type FormView = StudioFormPage;
export type QuestionView = StudioQuestion;

export interface FormAnswer {
  readonly form: FormView;
  /** Each example with the check's verdict and the lead it sends. */
  readonly examples: readonly StudioExampleView[];
  readonly state: WorkspaceState;
}

/** "Review your changes": the summary, each file's diff and each example's lead. */
export type ReviewAnswer = ReturnType<StudioWorkspace['review']>;
