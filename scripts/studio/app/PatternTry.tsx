import { useState } from 'react';
import { patternRegExp } from '../model/pattern-rule.ts';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { TextControl } from './controls/TextControl.tsx';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.patternTry;

/** Whether an answer matches a pattern, in plain words (nothing said for an empty box). */
export function patternVerdict(pattern: string, answer: string, message: string): string {
  if (answer === '') return '';
  const expression = patternRegExp(pattern);
  if (!expression) return copy.invalid;
  return expression.test(answer)
    ? fillMessage(copy.matches, { answer })
    : fillMessage(copy.differs, { answer, message });
}

/**
 * A box to try answers against a pattern rule as it is typed (saved or not): says politely
 * whether each one matches, and the message a customer would see when it does not.
 */
export function PatternTry({
  id,
  pattern,
  message,
}: {
  id: string;
  pattern: string;
  message: string;
}) {
  const [answer, setAnswer] = useState('');
  return (
    <TextControl
      id={id}
      label={copy.label}
      hint={copy.hint}
      value={answer}
      width="medium"
      status={patternVerdict(pattern, answer, message)}
      onChange={setAnswer}
    />
  );
}
