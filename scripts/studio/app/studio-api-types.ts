import type { FormHistoryEntry } from '../server/form-history.ts';
import type { ListedForm } from '../server/list-studio-forms.ts';
import type { Publication } from '../server/publish-branch.ts';
import type { StudioCommit } from '../server/commit-to-branch.ts';
import type { SharedMessage, StudioFormPage } from '../server/studio-api.ts';
import type { StudioQuestion } from '../model/describe-studio-form.ts';
import type { StudioExampleView } from '../model/describe-studio-examples.ts';
import type {
  OwnPagesJourney,
  StudioJourney,
  StudioJourneyStep,
  studioJourneys,
} from '../model/studio-journeys.ts';
import type {
  EditOutcome,
  PublishClash,
  StudioChange,
  StudioWorkspace,
  WorkspaceState,
} from '../server/studio-workspace.ts';

/** What the studio's server answers (scripts/studio/server/studio-api.ts). */
export type {
  ListedForm,
  PublishClash,
  SharedMessage,
  StudioChange,
  StudioExampleView,
  WorkspaceState,
};

/** One thing the check found, with its file, pointer and plain words. */
export type StudioFinding = WorkspaceState['findings'][number];

/** The journeys page: the journeys declared as data, and those with pages of their own. */
export type JourneysAnswer = ReturnType<typeof studioJourneys> & { readonly state: WorkspaceState };
export type { StudioJourney, StudioJourneyStep, OwnPagesJourney };

export interface FormsAnswer {
  readonly forms: readonly ListedForm[];
  readonly state: WorkspaceState;
}

/** An edit's answer: the state after it, what it changed, or the model's refusal. */
export type EditAnswer = EditOutcome;

export type {
  AnswerKind,
  JourneyWordsPlace,
  MessageRuleName,
  StudioChoice,
  StudioDestination,
  StudioOperation,
  StudioRule,
  StudioRuleName,
} from '../model/studio-operations.ts';

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

/** A form's history: its title and each commit to it, newest first. */
export interface HistoryAnswer {
  readonly title: string;
  readonly history: readonly FormHistoryEntry[];
  readonly state: WorkspaceState;
}

/** A commit made: the branch and the commit's id, and the state after it. */
export interface CommitAnswer {
  readonly commit: StudioCommit;
  readonly state: WorkspaceState;
}

/**
 * A branch published: where it went and where a reviewer opens it; or, for a team, nothing sent
 * yet and the forms others changed since (decision 061).
 */
export interface PublishAnswer {
  readonly published?: Publication;
  readonly broughtIn?: boolean;
  readonly clashes?: readonly PublishClash[];
  readonly state: WorkspaceState;
}
