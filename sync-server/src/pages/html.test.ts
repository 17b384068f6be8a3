import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, truncate } from './html.js';

describe('jsonForScript', () => {
  it('keeps </script>, comments and line separators from breaking out, and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script>', other: '<!-- & \u2028\u2029 -->' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes text and both quote styles', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('truncate', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncate('alpha beta gamma delta', 15)).toBe('alpha beta…');
    expect(truncate('  short   text ', 50)).toBe('short text');
  });
});
