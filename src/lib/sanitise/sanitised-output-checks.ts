/**
 * Property checks over sanitised output, shared by the sanitiser tests: parses the output into
 * an inert template and lists every way it breaks the rules (empty when it is safe).
 */

const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster'];
const dangerousScheme = /^(?:javascript|data|vbscript):/i;

// Written apart from the sanitiser's own helper, so the check does not trust the code it checks.
function asBrowsersReadIt(url: string): string {
  return Array.from(url)
    .filter((character) => (character.codePointAt(0) ?? 0) > 0x20 && !/\s/u.test(character))
    .join('');
}

/** What a configuration lets through: tag names, and attribute names per tag ('*' for any tag). */
export interface AllowList {
  readonly tags: ReadonlySet<string>;
  readonly attributes: Readonly<Record<string, ReadonlySet<string>>>;
}

/** The rules every sanitised string must keep, whatever went in. */
export function problemsWith(output: string, allow: AllowList): string[] {
  const template = document.createElement('template');
  template.innerHTML = output;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (tag === 'script') problems.push('script element');
    if (!allow.tags.has(tag)) problems.push(`tag <${tag}> outside the allow-list`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) problems.push(`event handler ${attribute} on <${tag}>`);
      if (urlAttributes.includes(attribute)) {
        if (dangerousScheme.test(asBrowsersReadIt(value))) {
          problems.push(`${attribute}="${value}" on <${tag}>`);
        }
      }
      // DOMPurify cannot remove `is` once the parser has used it, so it empties it instead:
      // an empty `is` names no custom element and is inert.
      const emptiedIs = attribute === 'is' && value === '';
      const allowed =
        emptiedIs || allow.attributes[tag]?.has(attribute) || allow.attributes['*']?.has(attribute);
      if (!allowed) problems.push(`attribute ${attribute} on <${tag}> outside the allow-list`);
      if (attribute === 'rel' && value !== 'noopener noreferrer') problems.push(`rel="${value}"`);
    }
  }
  return problems;
}
