import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { atom, useAtom } from 'jotai';
import DOMPurify from 'dompurify';
import ky from 'ky';

/**
 * The benchmark's reference (issue 17, section 3): the site's stack with nothing of the site in
 * it: React with the router, the query cache and a jotai atom holding the answers, rendering one
 * default RJSF form validated by ajv, its description sanitised by DOMPurify and its answers
 * sent with ky. The bench builds it in each run and holds the form steps' initial script to a
 * share of it.
 */

const schema: RJSFSchema = {
  title: 'Contact us',
  type: 'object',
  required: ['name', 'email'],
  properties: {
    name: { type: 'string', title: 'Full name', maxLength: 70 },
    email: { type: 'string', title: 'Email address', format: 'email' },
    message: { type: 'string', title: 'Your message', maxLength: 1000 },
  },
};

const answersAtom = atom<Record<string, unknown>>({});
const description = DOMPurify.sanitize('<p>We reply within <b>two working days</b>.</p>');

function ContactForm() {
  const [answers, setAnswers] = useAtom(answersAtom);
  const send = useMutation({
    mutationFn: (body: Record<string, unknown>) => ky.post('/api/contact', { json: body }).json(),
  });
  return (
    <Form
      schema={{ ...schema, description }}
      formData={answers}
      validator={validator}
      onChange={({ formData }) => setAnswers(formData as Record<string, unknown>)}
      onSubmit={({ formData }) => send.mutate(formData as Record<string, unknown>)}
    />
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const formRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: ContactForm,
});
const router = createRouter({ routeTree: rootRoute.addChildren([formRoute]) });
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
