import { useQuery } from '@tanstack/react-query';
import { config } from '../../../site/config.ts';
import { PageHead } from '../../../lib/head/PageHead.tsx';
import { LoadingStatus } from '../../../lib/loading/LoadingStatus.tsx';
import { fillMessage } from '../../../site/fill-message.ts';
import { categoriesQuery } from '../categories/help-categories.ts';
import { helpCopy } from '../help-content-copy.ts';
import { SearchBox } from '../search/SearchBox.tsx';
import { CannotShow } from '../shared/CannotShow.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { LinkGroups } from './LinkGroups.tsx';
import { OutageBanner } from './OutageBanner.tsx';
import { VideoStrip } from './VideoStrip.tsx';
import '../help-content.css';
import './home.css';

/**
 * The help home (SPEC section 2): outage banner, search, category tiles, video strip and link
 * groups. Each part loads on its own, so one failing service never blanks the page.
 */
export function HelpHome() {
  const categories = useQuery(categoriesQuery);
  const words = helpCopy.home;
  return (
    <div className="page-width help-home">
      <PageHead title={fillMessage(helpCopy.homeTitle, { brand: config.brandName })} />
      <OutageBanner />
      <div className="help-home__hero">
        <h1 tabIndex={-1}>{words.heading}</h1>
        <p className="lead">{words.intro}</p>
        <SearchBox />
      </div>
      <section aria-labelledby="help-topics-heading">
        <h2 id="help-topics-heading">{words.topicsHeading}</h2>
        {categories.data ? (
          <CategoryTiles categories={categories.data} />
        ) : categories.isError ? (
          <CannotShow
            error={categories.error}
            source="help-home-categories"
            heading="h3"
            title={words.topicsError}
            onRetry={() => void categories.refetch()}
          />
        ) : (
          <LoadingStatus text={words.topicsLoading} />
        )}
      </section>
      <VideoStrip />
      <LinkGroups />
    </div>
  );
}
