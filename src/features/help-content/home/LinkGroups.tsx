import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { helpCopy } from '../help-content-copy.ts';

/** The home page's link groups (SPEC section 2): account changes, support, still need help. */
export function LinkGroups() {
  return (
    <section className="link-groups" aria-labelledby="link-groups-heading">
      <h2 id="link-groups-heading">{helpCopy.home.linkGroupsHeading}</h2>
      <div className="link-groups__grid">
        {helpCopy.home.linkGroups.map((group) => (
          <div key={group.title} className="link-group">
            <h3>{group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.link}>
                  <ContentLink href={link.link}>{link.label}</ContentLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
