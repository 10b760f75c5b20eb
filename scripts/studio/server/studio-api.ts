import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyStudioOperation, offeredExampleAnswers } from '../model/apply-studio-operation.ts';
import { autocompleteTokens } from '../../../src/schema-forms/form-model/autocomplete-tokens.ts';
import { type StudioForm } from '../model/describe-studio-form.ts';
import { checkLeadName } from '../model/lead-places.ts';
import { type StudioOperation } from '../model/studio-operations.ts';
import { describeStudioExamples } from '../model/describe-studio-examples.ts';
import { ruleKinds } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { studioJourneys } from '../model/studio-journeys.ts';
import { placeOptionsOf } from '../settings-forms/question-settings-form.ts';
import { listStudioForms } from './list-studio-forms.ts';
import { RefusedWrite } from './safe-write.ts';
import type { StudioWorkspace } from './studio-workspace.ts';
import { serverWord } from './server-words.ts';

/** Where the studio's JSON API answers. */
export const studioApiPath = '/studio/api/';

/** The studio's JSON API over its workspace. */
export interface StudioApi {
  readonly handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** A request the API answers with a status and plain words, not a stack trace. */
class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const largestBody = 1_000_000;

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  // A form of another page can post text/plain without asking first; JSON it cannot.
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
    throw new ApiRefusal(415, serverWord('onlyJson'));
  }
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > largestBody) throw new ApiRefusal(413, serverWord('tooLarge'));
  }
  try {
    const body: unknown = JSON.parse(text || '{}');
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw new ApiRefusal(400, serverWord('notAnObject'));
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify(body));
};

/** Form ids name folders: only lowercase words and hyphens, never a path. */
const formIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A form as its page shows it: the model's description, the places the lead already has (for
 * "a place the lead already has"), and the lists every question's panel offers.
 */
function formPage(form: StudioForm) {
  return {
    ...form,
    placeOptions: placeOptionsOf(form.lead),
    autocompleteTokens,
    ruleKinds,
  };
}

/**
 * The messages files every form shares, which the studio's words page edits: the forms' own
 * words, the address finder's, and those of the pages every journey sending a lead goes through
 * (sending, its failures, "Check your answers", the confirmation page after sending).
 */
export const sharedMessageFiles = [
  'form-copy.json',
  'address-lookup.json',
  'journeys.json',
  'check-answers.json',
  'confirmation.json',
] as const;

/** One shared message: its file in schemas/messages/, its JSON pointer and its words. */
export interface SharedMessage {
  readonly file: string;
  readonly pointer: string;
  readonly text: string;
}

/** Every piece of words in a shared messages file, in the file's order (not its $comment). */
function sharedMessagesOf(file: string, text: string | undefined): SharedMessage[] {
  const found: SharedMessage[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === 'string') found.push({ file, pointer, text: value });
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A link's address is not words: a developer changes it.
        if (key !== '$comment' && key !== 'href')
          visit(item, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
      }
    }
  };
  try {
    visit(JSON.parse(text ?? '{}'), '');
  } catch {
    // A file that is not JSON has findings of its own; it offers no words here.
  }
  return found;
}

/** What the form's page shows; the pages read its type. */
export type StudioFormPage = ReturnType<typeof formPage>;

/**
 * Routes of the API (all JSON, under /studio/api/):
 * GET forms · GET forms/<formId> · GET messages · GET journeys · POST apply {operation} · POST undo · POST redo ·
 * POST keep-as-draft · GET review · POST commit {branch} · POST lead-name {formId, field, name} ·
 * POST offered-answers {operation} · POST reload-from-disk · POST keep-studio-version ·
 * POST publish {choice?} · POST start-new-change · GET history/<formId>.
 * Every answer carries the workspace's state: findings, held, drafts, undo and redo.
 */
export function createStudioApi(workspace: StudioWorkspace): StudioApi {
  const route = async (req: IncomingMessage): Promise<[number, unknown]> => {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    const path = url.pathname.slice(studioApiPath.length);
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === 'forms') {
      return [200, { forms: listStudioForms(workspace.files()), state: workspace.state() }];
    }
    if (method === 'GET' && path.startsWith('forms/')) {
      const formId = path.slice('forms/'.length);
      if (!formIdPattern.test(formId)) throw new ApiRefusal(404, serverWord('noSuchForm'));
      const form = workspace.describeForm(formId);
      if (form === undefined) throw new ApiRefusal(404, serverWord('noSuchForm'));
      const examples = describeStudioExamples(workspace.files(), formId);
      return [200, { form: formPage(form), examples, state: workspace.state() }];
    }
    if (method === 'GET' && path === 'journeys') {
      return [200, { ...studioJourneys(workspace.files()), state: workspace.state() }];
    }
    if (method === 'GET' && path === 'review') return [200, workspace.review()];
    if (method === 'GET' && path.startsWith('history/')) {
      const formId = path.slice('history/'.length);
      const form = formIdPattern.test(formId) ? workspace.describeForm(formId) : undefined;
      if (form === undefined) throw new ApiRefusal(404, serverWord('noSuchForm'));
      return [
        200,
        {
          title: form.title ?? formId,
          history: workspace.history(formId),
          state: workspace.state(),
        },
      ];
    }
    if (method === 'GET' && path === 'messages') {
      const files = workspace.files();
      const messages = sharedMessageFiles.flatMap((file) =>
        sharedMessagesOf(file, files[`schemas/messages/${file}`]),
      );
      return [200, { messages, state: workspace.state() }];
    }
    if (method !== 'POST') throw new ApiRefusal(404, serverWord('noSuchPage'));
    const body = await jsonBody(req);
    switch (path) {
      case 'apply': {
        const operation = body.operation;
        if (typeof operation !== 'object' || operation === null) {
          throw new ApiRefusal(400, serverWord('noChange'));
        }
        // The model checks each operation's fields and refuses, in plain words, what it cannot do.
        const outcome = workspace.apply(operation as StudioOperation);
        return [outcome.refused === undefined ? 200 : 409, outcome];
      }
      case 'lead-name': {
        // As the editor types a new name for an answer in the lead.
        const { formId, field, name } = body;
        if (typeof formId !== 'string' || typeof name !== 'string') {
          throw new ApiRefusal(400, serverWord('noFormOrName'));
        }
        const problem = checkLeadName(name, {
          files: workspace.files(),
          formId,
          ...(typeof field === 'string' ? { field } : {}),
        });
        return [200, problem ? { problem } : {}];
      }
      case 'offered-answers': {
        // The answers the studio would give the valid examples for a required question, shown
        // for the editor to change before the question is added.
        const operation = body.operation;
        if (typeof operation !== 'object' || operation === null) {
          throw new ApiRefusal(400, serverWord('noChange'));
        }
        // A question the model would refuse gets its reason, not an empty list.
        const tried = applyStudioOperation(workspace.files(), operation as StudioOperation);
        if ('refused' in tried) throw new ApiRefusal(409, tried.refused);
        return [
          200,
          { answers: offeredExampleAnswers(workspace.files(), operation as StudioOperation) },
        ];
      }
      case 'undo':
        return [200, workspace.undo()];
      case 'redo':
        return [200, workspace.redo()];
      case 'keep-as-draft':
        return [200, workspace.keepAsDraft()];
      case 'reload-from-disk':
        return [200, workspace.reloadFromDisk()];
      case 'keep-studio-version':
        return [200, workspace.keepStudioVersion()];
      case 'start-new-change':
        return [200, workspace.startNewChange()];
      case 'publish': {
        const choice =
          body.choice === 'bring-in' || body.choice === 'as-it-is' ? body.choice : undefined;
        return [200, { ...workspace.publish(choice), state: workspace.state() }];
      }
      case 'commit': {
        // A change's later commits go on its branch: the name is asked only for the first.
        const branch = typeof body.branch === 'string' ? body.branch.trim() : '';
        if (!branch && !workspace.state().change) throw new ApiRefusal(400, serverWord('noBranch'));
        return [200, { commit: workspace.commit(branch), state: workspace.state() }];
      }
      default:
        throw new ApiRefusal(404, serverWord('noSuchPage'));
    }
  };
  return {
    async handle(req, res) {
      try {
        const [status, body] = await route(req);
        send(res, status, body);
      } catch (error) {
        if (error instanceof ApiRefusal) send(res, error.status, { refused: error.message });
        else if (error instanceof RefusedWrite) {
          send(res, 409, { refused: error.message, state: workspace.state() });
        } else {
          // The editor reads what went wrong; the details go to the terminal.
          console.error(error);
          send(res, 500, {
            refused: serverWord('failed', { reason: (error as Error).message }),
          });
        }
      }
    },
  };
}
