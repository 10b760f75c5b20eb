import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../site/config.ts';
import { FormsPreviewList } from '../schema-forms/preview/FormsPreviewList.tsx';

/** The content editors' list of form previews; only on the embedded stub. */
export const Route = createFileRoute('/forms-preview/')({
  beforeLoad: () => {
    if (!config.embeddedStub) throw notFound();
  },
  component: FormsPreviewList,
});
