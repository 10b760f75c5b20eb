import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { helpCopy } from '../help-content-copy.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import { helpVideosQuery } from './home-content-queries.ts';

/**
 * The video support strip (SPEC sections 2 and 9: 7 videos). Nothing plays here: each card
 * links to the video's own page, so there is no autoplay and every video is one Tab away. The
 * strip is at the end of the page: its thumbnails load as a reader scrolls near them.
 */
export function VideoStrip() {
  const { data, error } = useQuery(helpVideosQuery);
  useEffect(() => {
    if (error) logError(error, { source: 'help-videos' });
  }, [error]);
  if (!data || data.length === 0) return null;
  return (
    <section className="video-strip" aria-labelledby="video-strip-heading">
      <h2 id="video-strip-heading">{helpCopy.home.videosHeading}</h2>
      <p>{helpCopy.home.videosIntro}</p>
      <ul className="video-strip__list">
        {data.map((video) => (
          <li key={video.id} className="video-card">
            <img
              className="video-card__thumbnail"
              src={video.thumbnail}
              alt=""
              width="320"
              height="180"
              loading="lazy"
            />
            <h3 className="video-card__title">
              <HelpLink href={video.link} external className="card-link">
                {video.title}
              </HelpLink>
            </h3>
            {video.description ? (
              <p className="video-card__description">{video.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
