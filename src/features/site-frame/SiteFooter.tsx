import { config } from '../../site/config.ts';
import { ContentLink } from '../../lib/navigation/ContentLink.tsx';
import { siteCopy } from '../../site/site-copy.ts';

/** The site footer: main help links and the legal line. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="page-width">
        <nav aria-label={siteCopy.footer.navigationLabel}>
          <ul className="site-footer__links">
            {siteCopy.footer.links.map((link) => (
              <li key={link.link}>
                <ContentLink href={link.link}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__legal">
          © {config.brandName}. {siteCopy.footer.legal}
        </p>
      </div>
    </footer>
  );
}
