import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { basePath } from '../../../site/site-paths.ts';
import { helpCopy } from '../help-content-copy.ts';

/**
 * Breadcrumbs back to the help home and the pages above this one (GOV.UK breadcrumbs pattern:
 * the current page is not repeated).
 */
export function Breadcrumbs({
  trail = [],
}: {
  readonly trail?: readonly { label: string; link: string }[];
}) {
  const items = [{ label: helpCopy.homeBreadcrumb, link: `${basePath}/` }, ...trail];
  return (
    <nav className="breadcrumbs" aria-label={helpCopy.breadcrumbsLabel}>
      <ol>
        {items.map((item) => (
          <li key={item.link}>
            <ContentLink href={item.link}>{item.label}</ContentLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
