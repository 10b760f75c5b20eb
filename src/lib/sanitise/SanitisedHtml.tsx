import { useEffect, useMemo, useReducer, useRef } from 'react';
import { logError } from '../telemetry/log-error.ts';
import { loadedSanitisers, loadSanitisers } from './load-sanitisers.ts';
import type { SanitiseKind } from './sanitise-content.ts';
import { recordSanitised, sanitisedAtBuild } from './sanitised-at-build.ts';
import { useInAppLinkClicks } from './use-in-app-link-clicks.ts';

export interface SanitisedHtmlProps {
  /** HTML from the content service, unsanitised. */
  readonly html: string;
  /** 'display' for short display text (a, sup, p, b); 'article' for article and deals markup. */
  readonly kind: SanitiseKind;
  readonly as?: 'div' | 'span';
  readonly className?: string;
}

/**
 * Content HTML after DOMPurify: what the build made of it when the page was built with the same
 * HTML, else what the browser's DOMPurify makes of it once loaded (undefined until then).
 */
function useSanitised(kind: SanitiseKind, html: string): string | undefined {
  const built = sanitisedAtBuild(kind, html);
  const needed = built === undefined;
  const sanitisers = needed ? loadedSanitisers() : undefined;
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!needed || sanitisers) return;
    let current = true;
    // A failed load is logged; the page loads again once online (lazy-module.ts), and the
    // content shows then.
    loadSanitisers().then(
      () => current && loaded(),
      (error: unknown) => logError(error, { source: 'sanitise-load' }),
    );
    return () => {
      current = false;
    };
  }, [needed, sanitisers]);
  return useMemo(() => {
    if (built !== undefined || !sanitisers) return built;
    const clean = sanitisers[kind](html);
    recordSanitised(kind, html, clean);
    return clean;
  }, [built, sanitisers, kind, html]);
}

/**
 * Renders content HTML after DOMPurify, exactly as the sanitiser returned it: the output is never
 * modified or parsed again before it reaches the DOM (that is how mutation XSS gets in).
 * Clicks on links to this site's own pages navigate inside the app.
 */
export function SanitisedHtml({ html, kind, as: Tag = 'div', className }: SanitisedHtmlProps) {
  const clean = useSanitised(kind, html);
  const ref = useRef<HTMLElement>(null);
  useInAppLinkClicks(ref);
  return (
    <Tag
      ref={ref as React.RefObject<HTMLDivElement & HTMLSpanElement>}
      className={className}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
