import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import type { CommonQuestion } from '../categories/category-data.ts';
import { helpCopy } from '../help-content-copy.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import { imageLoadingAt, imagePriorityAt } from '../shared/image-loading.ts';
import { CardImage } from './CardImage.tsx';

/** The common-questions cards (SPEC section 3); with images on the meters layout. */
export function QuestionCards({ questions }: { readonly questions: readonly CommonQuestion[] }) {
  return (
    <section aria-labelledby="common-questions-heading">
      <h2 id="common-questions-heading">{helpCopy.commonQuestionsHeading}</h2>
      <ul className="card-grid">
        {questions.map((question, index) => (
          <li key={question.link} className="card">
            <CardImage
              image={question.image}
              loading={imageLoadingAt(index)}
              fetchPriority={imagePriorityAt(index)}
            />
            {question.pill ? <p className="pill">{question.pill}</p> : null}
            <h3 className="card__title">
              <HelpLink href={question.link} external={question.externalLink} className="card-link">
                {question.title}
              </HelpLink>
            </h3>
            {question.description ? (
              <SanitisedHtml kind="display" html={question.description} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
