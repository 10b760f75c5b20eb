import { createFileRoute } from '@tanstack/react-router';
import { config } from '../app/config';
import { PageHead } from '../lib/head/PageHead';

export const Route = createFileRoute('/')({
  component: HelpHome,
});

function HelpHome() {
  return (
    <div className="page-width">
      <PageHead title={`Help & Support - ${config.brandName}`} />
      <h1>Help &amp; Support</h1>
    </div>
  );
}
