import { config } from '../../site/config.ts';
import { meterReadMessages } from './meter-read-messages.ts';

/** Outside meter-read week (SPEC section 2): the form is gone; a link to the main meter-reads page. */
export function MeterReadUnavailable() {
  const { unavailable } = meterReadMessages;
  return (
    <>
      <p>{unavailable.body}</p>
      <p>
        <a href={config.externalLinks.meterReads}>{unavailable.link}</a>
      </p>
    </>
  );
}
