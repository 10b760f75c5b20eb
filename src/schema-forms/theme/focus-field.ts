/**
 * The element that focusing a field moves to: the field's own input, or the chosen radio or else
 * the first control in its fieldset. A nested field with no element of its own (an address's id) falls back to its parent.
 */
function focusTargetOf(fieldId: string): HTMLElement | undefined {
  for (let id = fieldId; id !== ''; id = id.includes('_') ? id.slice(0, id.lastIndexOf('_')) : '') {
    const element = document.getElementById(id);
    if (!element) continue;
    if (element.matches('input, select, textarea, button')) return element;
    // A choice already made is where a keyboard user would land in the group (Tab does the same).
    const inner =
      element.querySelector<HTMLElement>('input[type=radio]:checked') ??
      element.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Moves focus to a field by its id, keeping its label or legend in view (GOV.UK's error summary
 * links and 'Change' links do this). The element focused, or undefined when there is no such field.
 */
export function focusField(fieldId: string): HTMLElement | undefined {
  const target = focusTargetOf(fieldId);
  if (!target) return undefined;
  const frame = target.closest('fieldset, .form-group') ?? target;
  frame.scrollIntoView?.();
  target.focus({ preventScroll: true });
  return target;
}
