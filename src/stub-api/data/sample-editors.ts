/**
 * Sample content editors of the embedded stub, who sign in to the forms studio run for a team
 * (decision 061) through the same stand-in identity service as the site's customers. Their
 * tokens are opaque stand-ins; the words the demo page shows for each are in
 * schemas/messages/identity.json ("demoSignIn.editors"), keyed by `key`.
 */
export const sampleEditors = [
  {
    key: 'amira',
    sub: 'stub-editor-amira',
    name: 'Amira Khan',
    email: 'amira.khan@example.com',
    accessToken: 'stub-access-token-editor-amira',
  },
  {
    key: 'ben',
    sub: 'stub-editor-ben',
    name: 'Ben Okafor',
    email: 'ben.okafor@example.com',
    accessToken: 'stub-access-token-editor-ben',
  },
] as const;

/** The sample editor whose access token a request carries. */
export function editorByAccessToken(request: Request) {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
  return sampleEditors.find((editor) => editor.accessToken === token);
}
