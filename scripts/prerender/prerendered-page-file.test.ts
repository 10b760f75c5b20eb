import { describe, expect, it } from 'vitest';
import { prerenderedPageFile } from './prerendered-page-file.ts';

describe('where a prerendered page lives in the build', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/meters', 'pages/meters.html'],
    ['/meters/reading-your-meter', 'pages/meters/reading-your-meter.html'],
    ['/complaints/gas-and-electricity', 'pages/complaints/gas-and-electricity.html'],
  ])('%s is %s', (path, file) => {
    expect(prerenderedPageFile(path)).toBe(file);
  });

  it.each([
    ['/../index', 'a dot segment'],
    ['/meters/..', 'a dot segment at the end'],
    ['/a%2Fb', 'an encoded slash'],
    ['/meters/', 'an empty segment'],
    ['/index', 'the name of the home page file'],
    ['/assets/index.js', 'a file name'],
  ])('%s is none (%s)', (path) => {
    expect(prerenderedPageFile(path)).toBeUndefined();
  });
});
