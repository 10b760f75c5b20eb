import { captureCallbackFragment } from './callback-fragment.ts';

// Imported first by src/main.tsx: the implicit flow puts tokens in the URL fragment, and they
// must be out of the address bar before any other module (analytics, monitoring) runs.
captureCallbackFragment();
