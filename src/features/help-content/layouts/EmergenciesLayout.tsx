import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { fillMessage } from '../../../site/fill-message.ts';
import type { EmergenciesData, EmergencyNumber } from '../categories/category-data.ts';
import { helpCopy } from '../help-content-copy.ts';
import { ArticleList } from './ArticleList.tsx';
import { EmergencyNumbers, telHref } from './EmergencyNumbers.tsx';

/**
 * The emergencies layout (SPEC section 2): the hero 'What to do in an emergency?', the three
 * emergency numbers as tel: links, emergency cards and the electrical safety advice block.
 * `note` is shown when this is the fallback shipped with the site.
 */
export function EmergenciesLayout({
  data,
  note,
}: {
  readonly data: EmergenciesData;
  readonly note?: string;
}) {
  const numberOf = (id?: string): EmergencyNumber | undefined =>
    data.emergencyNumbers.find((entry) => entry.id === id);
  return (
    <>
      <div className="emergency-hero">
        <h1 tabIndex={-1}>{data.hero.title}</h1>
        {data.hero.description ? (
          <SanitisedHtml kind="display" html={data.hero.description} />
        ) : null}
        {note ? <p className="emergency-hero__note">{note}</p> : null}
      </div>
      <EmergencyNumbers numbers={data.emergencyNumbers} />
      <ul className="card-grid emergency-cards">
        {data.emergencyCards.map((card) => {
          const number = numberOf(card.numberId);
          return (
            <li key={card.title} className="card emergency-card">
              <h2 className="card__title">{card.title}</h2>
              <SanitisedHtml kind="display" html={card.description} />
              {number ? (
                <p className="emergency-card__call">
                  <a href={telHref(number.number)}>
                    {fillMessage(helpCopy.emergencies.callLabel, { number: number.number })}
                  </a>
                </p>
              ) : null}
              {card.link ? (
                <ContentLink href={card.link.path}>{card.link.label}</ContentLink>
              ) : null}
            </li>
          );
        })}
      </ul>
      <section className="safety-advice" aria-labelledby="safety-advice-heading">
        <h2 id="safety-advice-heading">{data.safetyAdvice.title}</h2>
        {data.safetyAdvice.description ? (
          <SanitisedHtml kind="display" html={data.safetyAdvice.description} />
        ) : null}
        <ul className="bullet-list">
          {data.safetyAdvice.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      {data.articlesTitle && data.articles && data.articles.length > 0 ? (
        <ArticleList title={data.articlesTitle} articles={data.articles} />
      ) : null}
    </>
  );
}
