import { useState } from 'react';
import { formPageHeadingIds } from './form-page-ids.ts';
import { studioCopy } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

const copy = studioCopy.form;

/**
 * The site's own forms preview of the form (every example, and the lead each valid example
 * sends), framed at phone width and at desktop width. It updates itself when a change is saved
 * (the dev server's forms preview), so the frames are never reloaded by the studio. The frames
 * hold two whole pages of controls: they stay out of the Tab order (inert) until the editor asks
 * to try the form in them, so the keyboard reaches the studio's own controls first.
 */
export function PreviewFrames({ formId }: { formId: string }) {
  const src = studioPaths.preview(formId);
  const [trying, setTrying] = useState(false);
  return (
    <section className="studio-preview" aria-labelledby={formPageHeadingIds.preview}>
      <h2 id={formPageHeadingIds.preview} tabIndex={-1}>
        {copy.previewTitle}
      </h2>
      <p>{copy.previewIntro}</p>
      <p>
        <a href={src} target="_blank" rel="noopener">
          {copy.openPreview}
        </a>
      </p>
      <p className="hint" id="studio-preview-try-hint">
        {copy.previewTryHint}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={trying}
        aria-describedby="studio-preview-try-hint"
        onClick={() => setTrying(!trying)}
      >
        {copy.previewTry}
      </button>
      <div inert={!trying}>
        <h3 id="studio-preview-phone">{copy.previewPhone}</h3>
        <div className="studio-preview__phone">
          <iframe src={src} title={copy.previewPhone} width={320} height={640} />
        </div>
        <h3 id="studio-preview-desktop">{copy.previewDesktop}</h3>
        {/* Drawn at half size: the page inside is laid out at 1280 pixels, as on a desktop. */}
        <div className="studio-preview__desktop">
          <iframe src={src} title={copy.previewDesktop} width={1280} height={1200} />
        </div>
      </div>
    </section>
  );
}
