import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';

/**
 * The benchmark's reference (issue 17, section 3): what the site's stack weighs with nothing of
 * the site in it, React and react-dom rendering one default RJSF form validated by ajv. The bench
 * builds it in each run and holds the form steps' initial script to a share of it.
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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Form schema={schema} validator={validator} />
    </StrictMode>,
  );
}
