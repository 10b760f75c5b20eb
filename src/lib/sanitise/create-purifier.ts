import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { logError } from '../telemetry/log-error.ts';
import { isAllowedUri, leavesSite } from './allowed-uri.ts';
import { exceedsSanitiseLimits, toInertText } from './sanitise-limits.ts';

/** Attributes holding an address, with the only element each may sit on. */
const addressAttributes: Readonly<Record<string, string>> = { href: 'A', src: 'IMG' };

/**
 * A dedicated DOMPurify instance for one configuration (hooks are per instance, so the two
 * configurations never share or leak hooks). Its hooks:
 * - drop `href` from anything but `a` and `src` from anything but `img`;
 * - drop image addresses on other hosts;
 * - drop any address not allowed by allowedUriPattern (this also closes DOMPurify's built-in
 *   exception for `data:` images);
 * - give links that leave the site rel="noopener noreferrer".
 * Returns a function that never throws: input over the limits, or that makes DOMPurify throw,
 * comes back as inert plain text.
 */
export function createSanitiser(name: string, config: Config): (html: string) => string {
  const purifier: Purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const onlyOn = addressAttributes[data.attrName];
    if (data.attrName.includes('href') && onlyOn === undefined) data.keepAttr = false;
    if (onlyOn === undefined) return;
    if (node.nodeName !== onlyOn || !isAllowedUri(data.attrValue)) data.keepAttr = false;
    // An image loads by itself, so one from another host would tell that host who reads the
    // page: images come only from this site (the content service's own paths).
    if (data.attrName === 'src' && leavesSite(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const href = node.nodeName === 'A' ? node.getAttribute('href') : null;
    if (href !== null && leavesSite(href)) node.setAttribute('rel', 'noopener noreferrer');
  });
  const sanitiseConfig = { ...config, RETURN_TRUSTED_TYPE: false } as const;

  return (html: string) => {
    if (exceedsSanitiseLimits(html)) return toInertText(html);
    try {
      return purifier.sanitize(html, sanitiseConfig);
    } catch (error) {
      logError(error, { source: `sanitise-${name}` });
      return toInertText(html);
    }
  };
}
