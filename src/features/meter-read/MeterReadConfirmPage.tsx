import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { meterReadMessages } from './meter-read-messages.ts';
import './meter-read.css';
import { pageTitle } from '../../site/page-title.ts';

/**
 * The success page after a meter reading (SPEC section 2, 'Meter-read pages'), then what the
 * route puts at its foot ("Was this page helpful?"). Never indexed.
 */
export function MeterReadConfirmPage({ after }: { readonly after?: ReactNode }) {
  const { confirm } = meterReadMessages;
  return (
    <div className="page-width">
      <PageHead title={pageTitle(confirm.pageTitle)} robots="noindex,nofollow,noarchive" />
      <div className="meter-read-confirm__panel">
        <h1 className="meter-read-confirm__title">{confirm.heading}</h1>
      </div>
      {confirm.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <Link to="/">{confirm.homeLink}</Link>
      </p>
      {after}
    </div>
  );
}
