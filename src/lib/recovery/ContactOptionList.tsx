import { contactOptions } from '../../site/contact-options.ts';

/**
 * The contact page's ways to reach us by phone or online, as plain links that work without
 * script: for pages where the site cannot do what the customer came for.
 */
export function ContactOptionList() {
  return (
    <ul>
      {contactOptions.map((option) => (
        <li key={option.href}>
          <a href={option.href}>{option.label}</a>
        </li>
      ))}
    </ul>
  );
}
