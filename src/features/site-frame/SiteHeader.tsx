import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ContentLink } from '../../lib/navigation/ContentLink.tsx';
import { siteCopy } from '../../site/site-copy.ts';
import { config } from '../../site/config.ts';
import { headerConfigurationQuery } from './header-configuration.ts';

/**
 * The site header from the header-configuration content. While it loads, or if the content
 * service is down, the brand and home link still show: the header never blocks a page.
 */
export function SiteHeader() {
  const { data } = useQuery(headerConfigurationQuery);
  const banner = data?.['secondary-banner'];
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <div className="page-width site-header__inner">
          <Link to="/" className="site-header__brand">
            <span className="site-header__logo" aria-hidden="true" />
            <span>
              {config.brandName} <span className="site-header__product">Help &amp; Support</span>
            </span>
            <span className="visually-hidden"> – {siteCopy.homeLinkLabel}</span>
          </Link>
          {data && data.sections.length > 0 ? (
            <nav aria-label={siteCopy.headerNavigationLabel} className="site-header__sections">
              <ul>
                {data.sections.map((section) => (
                  <li key={section.link}>
                    <a href={section.link} aria-current={section.active ? 'page' : undefined}>
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {data && !data.hideA11yBtn ? (
            <a className="site-header__a11y" href="/accessibility">
              {siteCopy.accessibilityButton}
            </a>
          ) : null}
        </div>
      </div>
      {data && data['quick-links'].length > 0 ? (
        <div className="site-header__quick-links">
          <ul className="page-width">
            {data['quick-links'].map((link) => (
              <li key={link.link}>
                <ContentLink href={link.link}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data?.['menu-banner'] ? (
        <div className="site-header__menu-banner page-width">
          <a href={data['menu-banner'].link}>{data['menu-banner'].title}</a>
          {data['menu-banner'].description ? <span> {data['menu-banner'].description}</span> : null}
        </div>
      ) : null}
      {banner ? (
        <div className="site-header__banner">
          <p className="page-width">
            {banner.text}{' '}
            {banner.link ? (
              <ContentLink href={banner.link}>{banner.linkText ?? banner.link}</ContentLink>
            ) : null}
          </p>
        </div>
      ) : null}
    </header>
  );
}
