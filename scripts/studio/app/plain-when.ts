/** "28 November 2026 at 9:21pm", as GOV.UK writes a date and time. */
export function plainWhen(iso: string): string {
  const when = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(when);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(when)
    .replace(/\s/g, '');
  return `${day} at ${time}`;
}
