import copy from '../../../schemas/messages/studio.json';
import { fillMessage } from '../../../src/site/fill-message.ts';

/** The studio server's words for the editor (schemas/messages/studio.json, "server"). */
export type ServerWord = keyof typeof copy.server;

/** One of the server's messages, its {names} filled in. */
export const serverWord = (
  word: ServerWord,
  values: Readonly<Record<string, string | number>> = {},
): string => fillMessage(copy.server[word], values);
