import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckContext } from './check-context.ts';
import { checkSchemaTree } from './check-schema-tree.ts';
import { readSchemaTree } from './schema-tree.ts';
import { problemsWith } from './testing/planted-mistake.ts';

// Planted mistakes in rules, choices, messages, the field order and copy: one each, on a copy
// of the real schemas; each finding names the file, the pointer and the mistake in plain words.

const meterRead = 'schemas/forms/meter-read/meter-read.schema.json';
const query = 'schemas/forms/complaint-query/complaint-query.schema.json';
const queryUi = 'schemas/forms/complaint-query/complaint-query.ui.json';
const search = 'schemas/forms/search/search.schema.json';

const finding = (file: string, pointer: string, message: string) =>
  expect.objectContaining({ file, pointer, message: expect.stringContaining(message) });

describe('schemas:check names mistakes in rules and choices', () => {
  it('a minimum length above the maximum', () => {
    expect(problemsWith('search', 'schema', { '/properties/q/minLength': 3000 })).toContainEqual(
      finding(search, '/properties/q/minLength', '"minLength" is 3000 but "maxLength" is 2000'),
    );
  });

  it('a minimum above the maximum', () => {
    expect(
      problemsWith('search', 'schema', {
        '/properties/q/type': 'number',
        '/properties/q/minimum': 10,
        '/properties/q/maximum': 1,
      }),
    ).toContainEqual(finding(search, '/properties/q/minimum', 'so no answer could ever pass'));
  });

  it('a negative length', () => {
    expect(problemsWith('search', 'schema', { '/properties/q/maxLength': -1 })).toContainEqual(
      finding(search, '/properties/q/maxLength', 'must be a whole number, 0 or more'),
    );
  });

  it('a length that is not a whole number', () => {
    expect(problemsWith('search', 'schema', { '/properties/q/maxLength': 2.5 })).toContainEqual(
      finding(search, '/properties/q/maxLength', 'must be a whole number'),
    );
  });

  it('a pattern that is not a regular expression, said once and plainly', () => {
    const problems = problemsWith('complaint-query', 'schema', {
      '/properties/query/pattern': '[a-z',
    });
    expect(problems).toEqual([
      finding(query, '/properties/query/pattern', 'is not a valid regular expression'),
    ]);
  });

  it('a default that is not one of the choices', () => {
    expect(
      problemsWith('meter-read', 'schema', { '/properties/fuel/default': 'Oil' }),
    ).toContainEqual(
      finding(meterRead, '/properties/fuel/default', 'The default "Oil" is not one of the choices'),
    );
  });

  it('a choice listed twice', () => {
    expect(
      problemsWith('meter-read', 'schema', {
        '/properties/fuel/oneOf/2': { const: 'Gas', title: 'Gas again' },
      }),
    ).toContainEqual(
      finding(meterRead, '/properties/fuel/oneOf/2', 'The choice "Gas" is listed twice'),
    );
  });

  it('a value listed twice in an enum', () => {
    expect(
      problemsWith('meter-read', 'schema', {
        '/allOf/0/if/properties/fuel/enum': ['Dual', 'Gas', 'Gas'],
      }),
    ).toContainEqual(finding(meterRead, '/allOf/0/if/properties/fuel/enum/2', 'listed twice'));
  });

  it('a required field that does not exist', () => {
    expect(
      problemsWith('meter-read', 'schema', {
        '/required': ['first_name', 'last_name', 'telephone', 'fuel', 'date', 'postcode'],
      }),
    ).toContainEqual(
      finding(
        meterRead,
        '/required/5',
        '"postcode" is listed as required, but the form has no field',
      ),
    );
  });

  it('a required field in a branch that does not exist', () => {
    expect(
      problemsWith('meter-read', 'schema', { '/allOf/0/then/required': ['gas_readings'] }),
    ).toContainEqual(finding(meterRead, '/allOf/0/then/required/0', '"gas_readings"'));
  });
});

describe('schemas:check names mistakes in messages', () => {
  it('an empty message', () => {
    expect(
      problemsWith('search', 'schema', { '/properties/q/x-errorMessages/required': '  ' }),
    ).toContainEqual(
      finding(
        search,
        '/properties/q/x-errorMessages/required',
        'The message for "required" is empty',
      ),
    );
  });

  it('an empty message is said once, not as ajv output', () => {
    const problems = problemsWith('search', 'schema', {
      '/properties/q/x-errorMessages/required': '',
    });
    expect(problems.map((problem) => problem.message).join('\n')).not.toContain('must NOT');
  });

  it('a placeholder the rule cannot fill', () => {
    expect(
      problemsWith('complaint-query', 'schema', {
        '/properties/query/x-errorMessages/required': 'Enter at least {limit} characters',
      }),
    ).toContainEqual(
      finding(
        query,
        '/properties/query/x-errorMessages/required',
        'has the placeholder {limit}, which that rule cannot fill',
      ),
    );
  });

  it('a placeholder nobody fills', () => {
    expect(
      problemsWith('complaint-query', 'schema', {
        '/properties/query/x-errorMessages/maxLength': 'You are {excess} characters over',
      }),
    ).toContainEqual(
      finding(query, '/properties/query/x-errorMessages/maxLength', 'placeholder {excess}'),
    );
  });

  it('a placeholder its rule fills passes', () => {
    expect(
      problemsWith('complaint-query', 'schema', {
        '/properties/query/x-errorMessages/maxLength': 'Use {limit} characters or fewer',
      }),
    ).toEqual([]);
  });

  it("{recentDate} in a date field's hint and messages passes", () => {
    expect(
      problemsWith('meter-read', 'schema', {
        '/properties/date/description': 'For example, {recentDate}',
        '/properties/date/x-errorMessages/required': 'Enter a date, like {recentDate}',
      }),
    ).toEqual([]);
  });

  it('{recentDate} on a field that is not a date, in its hint and in a message', () => {
    const problems = problemsWith('meter-read', 'schema', {
      '/properties/first_name/description': 'For example, {recentDate}',
      '/properties/first_name/x-errorMessages/required': 'Enter your name, not {recentDate}',
    });
    expect(problems).toContainEqual(
      finding(
        meterRead,
        '/properties/first_name/description',
        "The hint has the placeholder {recentDate}, but only a date field's hint and messages can fill it",
      ),
    );
    expect(problems).toContainEqual(
      finding(
        meterRead,
        '/properties/first_name/x-errorMessages/required',
        'The message for "required" has the placeholder {recentDate}',
      ),
    );
  });

  it.each([
    [
      '{recentDate} in a title, which nothing fills in',
      '/properties/date/title',
      'Did you read your meter on {recentDate}?',
      'The title has the placeholder {recentDate}',
    ],
    [
      'a placeholder in a hint that nothing fills in',
      '/properties/telephone/description',
      'The number on your {bill}',
      'The hint has {bill}, which nothing fills in, so the customer would read "{bill}"',
    ],
  ])('%s', (_mistake, pointer, copy, message) => {
    expect(problemsWith('meter-read', 'schema', { [pointer]: copy })).toContainEqual(
      finding(meterRead, pointer, message),
    );
  });

  it('a placeholder in the UI schema, where nothing fills one in', () => {
    const meterReadUi = 'schemas/forms/meter-read/meter-read.ui.json';
    const problems = problemsWith('meter-read', 'ui', {
      '/ui:submitButtonOptions/submitText': 'Send {form}',
      '/ui:options/submittingText': 'Sending your reading of {recentDate}',
    });
    expect(problems).toContainEqual(
      finding(
        meterReadUi,
        '/ui:submitButtonOptions/submitText',
        'This copy has {form}, which nothing fills in',
      ),
    );
    expect(problems).toContainEqual(
      finding(
        meterReadUi,
        '/ui:options/submittingText',
        'This copy has the placeholder {recentDate}',
      ),
    );
  });

  it('a message for a rule the field does not have', () => {
    expect(
      problemsWith('search', 'schema', { '/properties/q/x-errorMessages/minLength': 'Too short' }),
    ).toContainEqual(
      finding(search, '/properties/q/x-errorMessages/minLength', 'the field "q" has no such rule'),
    );
  });

  it('a missing message for a rule the field has', () => {
    expect(
      problemsWith('search', 'schema', { '/properties/q/x-errorMessages/maxLength': undefined }),
    ).toContainEqual(finding(search, '/properties/q', 'has no message for it'));
  });
});

describe('schemas:check names mistakes in the field order', () => {
  it('a field listed twice', () => {
    expect(
      problemsWith('complaint-query', 'ui', { '/ui:order': ['subject', 'query', 'subject'] }),
    ).toContainEqual(finding(queryUi, '/ui:order/2', '"subject" is in the field order twice'));
  });

  it('an unknown field', () => {
    expect(
      problemsWith('complaint-query', 'ui', { '/ui:order': ['subject', 'query', 'subjct'] }),
    ).toContainEqual(finding(queryUi, '/ui:order/2', '"subjct" in the field order is not a field'));
  });

  it('a field left out', () => {
    expect(problemsWith('complaint-query', 'ui', { '/ui:order': ['subject'] })).toContainEqual(
      finding(queryUi, '/ui:order', 'The field "query" is missing from the field order'),
    );
  });

  it('a field left out with * passes', () => {
    expect(problemsWith('complaint-query', 'ui', { '/ui:order': ['subject', '*'] })).toEqual([]);
  });
});

describe('schemas:check names links and HTML that copy may not have', () => {
  it.each([
    ['javascript:', 'Read <a>more</a>', 'This copy has HTML in it'],
    ['javascript:', 'See javascript:alert(1)', '"javascript:" link'],
    ['http:', 'See http://example.com/help', '"http:" link'],
    ['data:', 'See data:text/html;base64,AAAA', '"data:" link'],
    ['ftp:', 'See ftp://example.com/file', '"ftp:" link'],
  ])('a description with %s', (_kind, text, message) => {
    expect(
      problemsWith('complaint-query', 'schema', { '/properties/query/description': text }),
    ).toContainEqual(finding(query, '/properties/query/description', message));
  });

  it('a message with HTML', () => {
    expect(
      problemsWith('search', 'schema', {
        '/properties/q/x-errorMessages/required': 'Enter <b>words</b>',
      }),
    ).toContainEqual(finding(search, '/properties/q/x-errorMessages/required', 'HTML'));
  });

  it('a title with a link', () => {
    expect(
      problemsWith('search', 'schema', { '/properties/q/title': 'Search javascript:void(0)' }),
    ).toContainEqual(finding(search, '/properties/q/title', '"javascript:" link'));
  });

  it('UI copy with HTML', () => {
    expect(
      problemsWith('complaint-query', 'ui', {
        '/subject/ui:placeholder': '<img src=x onerror=alert(1)>',
      }),
    ).toContainEqual(finding(queryUi, '/subject/ui:placeholder', 'HTML'));
  });

  it.each([
    'Call us on tel:08001234567',
    'Email mailto:help@example.com',
    'See https://www.example.com/help',
    'See /help-and-support/contact-us. Note: it is open 8am to 8pm.',
  ])('allowed copy passes: %s', (text) => {
    expect(
      problemsWith('complaint-query', 'schema', { '/properties/query/description': text }),
    ).toEqual([]);
  });
});

describe('schemas:check names a JSON syntax error with its line and column', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'schemas-check-'));
  cpSync('schemas', path.join(root, 'schemas'), { recursive: true });
  cpSync('content-fixtures', path.join(root, 'content-fixtures'), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a comma left after the last property', () => {
    const file = 'schemas/forms/search/search.ui.json';
    const text = readFileSync(path.join(root, file), 'utf8');
    writeFileSync(path.join(root, file), text.replace('"search"\n  }', '"search",\n  }'));
    const problems = checkSchemaTree(readSchemaTree(root), createCheckContext(new Date()));
    expect(problems).toContainEqual(
      finding(file, '', 'This file is not valid JSON: reading stopped at line 4, column 3, at "}"'),
    );
    writeFileSync(path.join(root, file), text);
  });

  it('a file cut short', () => {
    const file = 'schemas/forms/meter-read/meter-read.examples.json';
    const text = readFileSync(path.join(root, file), 'utf8');
    writeFileSync(path.join(root, file), text.slice(0, 40));
    const problems = checkSchemaTree(readSchemaTree(root), createCheckContext(new Date()));
    expect(problems).toContainEqual(
      finding(file, '', `reading stopped at line ${text.slice(0, 40).split('\n').length}`),
    );
    writeFileSync(path.join(root, file), text);
  });
});
