import { describe, expect, it } from 'vitest';
import { rememberLast } from './rememberLast.js';

describe('rememberLast', () => {
  it('asks again only when the input changes, and answers each input as the function does', () => {
    const asked: string[] = [];
    const length = rememberLast((input) => {
      asked.push(input);
      return input.length;
    });
    expect([length('ab'), length('ab'), length('abc'), length('ab'), length('')]).toEqual([2, 2, 3, 2, 0]);
    expect(asked).toEqual(['ab', 'abc', 'ab', '']);
  });
});
