import { isJsonObject } from '../../lib/json/json-object.ts';
import type { SchemaNode } from '../walk-schema.ts';

/**
 * What names a question and where its settings are, read alike by the studio, which gives a
 * question its name, and the schema check, which names one the studio could not have given.
 */

/** Whether a name can name a question: letters, digits and underscores, a letter first. */
export const questionNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;
export const isQuestionName = (name: string): boolean => questionNamePattern.test(name);

/** The UI schema's settings of a question. */
export const uiOf = (ui: SchemaNode, name: string): SchemaNode =>
  isJsonObject(ui[name]) ? ui[name] : {};
