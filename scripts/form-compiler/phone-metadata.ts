import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import { compiledFolder, listFormIds, readFormSource, writeIfChanged } from './form-sources.ts';

const require = createRequire(import.meta.url);

/** The countries named by `phoneNumber` keywords anywhere in a schema. */
export function phoneCountriesOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) phoneCountriesOf(item, found);
  } else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'phoneNumber' && Array.isArray(value)) {
        for (const country of value) if (typeof country === 'string') found.add(country);
      } else {
        phoneCountriesOf(value, found);
      }
    }
  }
  return found;
}

/**
 * libphonenumber-js "max" metadata (exact validation) cut down to the calling codes of the given
 * countries, so the browser loads a few kilobytes instead of every country's rules.
 */
export function phoneMetadataFor(countries: Iterable<string>): MetadataJson {
  const full = require('libphonenumber-js/metadata.max.json') as MetadataJson & {
    countries: Record<string, unknown>;
    country_calling_codes: Record<string, string[]>;
  };
  const wanted = new Set(countries);
  const callingCodes = Object.entries(full.country_calling_codes).filter(([, members]) =>
    members.some((member) => wanted.has(member)),
  );
  const members = new Set(callingCodes.flatMap(([, list]) => list));
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(
      Object.entries(full.countries).filter(([country]) => members.has(country)),
    ),
    nonGeographic: {},
  } as unknown as MetadataJson;
}

/**
 * Writes src/schema-forms/compiled/phone-metadata.json for every country the form schemas name.
 * Runs before anything imports the phone check, which reads this file.
 */
export function writePhoneMetadata(root: string): void {
  const countries = new Set<string>();
  for (const formId of listFormIds(root)) {
    phoneCountriesOf(readFormSource(root, formId).schema, countries);
  }
  mkdirSync(path.join(root, compiledFolder), { recursive: true });
  writeIfChanged(
    path.join(root, compiledFolder, 'phone-metadata.json'),
    `${JSON.stringify(phoneMetadataFor(countries))}\n`,
  );
}
