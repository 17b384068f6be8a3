import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TemplateStatus } from './TemplateStatus.js';

const text = (props: Parameters<typeof TemplateStatus>[0]) =>
  renderToStaticMarkup(createElement(TemplateStatus, props));

describe('TemplateStatus (SPEC.md section 8)', () => {
  it("Nova: 'Loading Portfolio...', then the server's message or 'An unknown error occurred'", () => {
    expect(text({ template: 'nova', state: 'loading' })).toContain('Loading Portfolio...');
    expect(text({ template: 'nova', state: 'error', message: 'Resume data not found' })).toContain(
      '>Resume data not found<',
    );
    expect(text({ template: 'nova', state: 'error' })).toContain('An unknown error occurred');
  });
  it("others: 'Loading...', 'Error: {message}' or 'Resume data could not be loaded.'", () => {
    expect(text({ template: 'kyoto', state: 'loading' })).toContain('Loading...');
    expect(text({ template: 'kyoto', state: 'error', message: 'Offline' })).toContain('Error: Offline');
    expect(text({ template: 'gallery', state: 'error' })).toContain('Resume data could not be loaded.');
  });
});
