import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fillMessage } from '../../../../src/site/fill-message.ts';
import { TextControl } from '../controls/TextControl.tsx';
import { FindingsSummary } from '../FindingsSummary.tsx';
import { LoadState } from '../LoadState.tsx';
import { PageTitleAndBack } from '../PageTitleAndBack.tsx';
import type { SharedMessage, WorkspaceState } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy } from '../studio-copy.ts';
import { useStudioEdits } from '../studio-edits.ts';
import { useFocusSoon } from '../use-focus-soon.ts';

const copy = studioCopy.messages;
const fileTitles: Readonly<Record<string, string>> = copy.files;

/** Words longer than this are edited in a box of several lines, so all of them show. */
const longWords = 80;

/** A message's name from its pointer: '/characterCount/limitHint' → 'Character count: limit hint'. */
export function messageName(pointer: string): string {
  const words = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  const name = words.join(': ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The id of a messages file's section heading; its words' fields are numbered after it. */
const messagesHeadingId = (file: string) => `messages-${file.replace(/\W+/g, '-')}`;

/** One messages file's words as a form; "Save" sends one change per message changed. */
function MessagesForm({
  file,
  messages,
  edits,
  focusSoon,
}: {
  file: string;
  messages: readonly SharedMessage[];
  edits: ReturnType<typeof useStudioEdits>;
  focusSoon: (ids: readonly string[]) => void;
}) {
  const [texts, setTexts] = useState(() => messages.map((message) => message.text));
  const headingId = messagesHeadingId(file);
  return (
    <section className="studio-section" aria-labelledby={headingId}>
      {/* Focus comes back here once the saved words show (the form is drawn anew). */}
      <h2 id={headingId} tabIndex={-1}>
        {fileTitles[file] ?? fillMessage(copy.fileTitle, { file })}
      </h2>
      <p className="hint">{fillMessage(copy.fileHint, { file })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const saving = edits.apply(
            messages.flatMap((message, index) =>
              texts[index] !== message.text
                ? [
                    {
                      op: 'set-shared-message' as const,
                      file,
                      pointer: message.pointer,
                      text: texts[index] ?? '',
                    },
                  ]
                : [],
            ),
            { done: studioCopy.form.saved, nothing: studioCopy.form.nothingChanged },
          );
          // A change the check holds or refuses leaves focus with the error summary.
          void saving.then(({ made, held }) => {
            if (made && !held) focusSoon([headingId]);
          });
        }}
      >
        {messages.map((message, index) => (
          <TextControl
            key={message.pointer}
            id={`${headingId}-${index}`}
            label={messageName(message.pointer)}
            value={texts[index] ?? ''}
            multiline={message.text.length > longWords}
            onChange={(text) => setTexts(texts.map((old, at) => (at === index ? text : old)))}
          />
        ))}
        <button type="submit" className="button" disabled={edits.busy}>
          {copy.save}
        </button>
      </form>
    </section>
  );
}

/**
 * The words every form shares (the error summary's title, "(optional)", the character count,
 * the address finder's words...), from schemas/messages/, each changed through the model and
 * checked like every other edit.
 */
export function MessagesPage() {
  const query = useQuery({
    queryKey: ['messages'],
    queryFn: () =>
      studioGet<{ messages: readonly SharedMessage[]; state: WorkspaceState }>('messages'),
  });
  const edits = useStudioEdits();
  const focusSoon = useFocusSoon(!query.isFetching);
  return (
    <>
      <PageTitleAndBack page={copy.title} />
      <LoadState query={query}>
        {({ messages, state }) => {
          const files = [...new Set(messages.map((message) => message.file))];
          // Each finding's link focuses the words it is about.
          const findings = state.findings
            .filter((finding) => finding.severity !== 'warning')
            .map((finding) => {
              const place = finding.place.messages;
              const own = messages.filter((message) => message.file === place?.file);
              const index = own.findIndex((message) => message.pointer === place?.pointer);
              return place && index >= 0
                ? { finding, controlId: `${messagesHeadingId(place.file)}-${index}` }
                : { finding };
            });
          return (
            <>
              <FindingsSummary
                findings={findings}
                refused={edits.news.refused}
                onFollow={({ controlId }) => {
                  if (controlId !== undefined) focusSoon([controlId]);
                }}
              />
              <h1>{copy.title}</h1>
              <p className="studio-lead">{copy.intro}</p>
              <p role="status" className="studio-status">
                {edits.news.status && !state.held && !edits.news.refused ? edits.news.status : ''}
              </p>
              {files.map((file) => {
                const own = messages.filter((message) => message.file === file);
                return (
                  <MessagesForm
                    key={`${file}-${own.map((message) => message.text).join('|')}`}
                    file={file}
                    messages={own}
                    edits={edits}
                    focusSoon={focusSoon}
                  />
                );
              })}
            </>
          );
        }}
      </LoadState>
    </>
  );
}
