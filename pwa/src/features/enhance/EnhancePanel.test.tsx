import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyResume, type EnhanceRewriteResponse, type ResumeData } from '@folio/shared';
import type { Suggestion } from '@folio/shared/enhance';
import { EnhancePanel } from './EnhancePanel.js';
import type { ModelRewriter } from './modelRewrite.js';

// React only flushes effects and updates inside act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function sampleResume(): ResumeData {
  const r = emptyResume();
  r.personalInfo.title = 'Software Engineer';
  r.personalInfo.location = 'Leeds, UK';
  r.experience = [
    {
      title: 'Software Engineer',
      company: 'Acme',
      location: '',
      start: '2020-01',
      end: 'present',
      period: '',
      description: '',
      bullets: [
        'Worked on the billing service in Python',
        'Moved batch jobs to k8s',
        'Cut invoice errors by 30%',
        'Helped build the billing dashboard',
        'The nightly reports were rewritten in Go',
      ],
    },
  ];
  r.skills = [
    {
      category: '',
      items: [
        { name: 'JS', level: null },
        { name: 'Python', level: null },
      ],
    },
  ];
  return r;
}

let container: HTMLElement;
let root: Root;
let latest: ResumeData;
/** Changes the resume from outside the panel, as the editor's form does. */
let setFromOutside: (resume: ResumeData) => void;

function Harness({ initial, model }: { initial: ResumeData; model?: ModelRewriter | null }) {
  const [resume, setResume] = useState(initial);
  latest = resume;
  setFromOutside = setResume;
  return <EnhancePanel resume={resume} onChange={setResume} today={new Date('2025-06-15')} model={model} />;
}

async function render(model: ModelRewriter | null = null, initial = sampleResume()) {
  await act(async () => root.render(<Harness initial={initial} model={model} />));
}

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}
const click = (name: string) => act(async () => button(name).click());
const text = () => container.textContent ?? '';

async function type(label: string, value: string) {
  const field = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  const input =
    field && container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(field.htmlFor)}`);
  if (!input) throw new Error(`No field "${label}"`);
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    // React tracks the value itself; set it through the native setter so the change is seen.
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('EnhancePanel', () => {
  it('offers the derived headline for the one headline field, and shows years on a click', async () => {
    await render();
    expect(text()).toContain('“Software Engineer at Acme”');
    // No second headline box: the headline is edited in the form.
    expect(container.querySelector('input[value="Software Engineer at Acme"]')).toBeNull();
    await click('Use as headline');
    expect(latest.personalInfo.title).toBe('Software Engineer at Acme');
    expect(latest.landing.headline).toBe('');
    expect(text()).not.toContain('Use as headline');
    await click('Show on your portfolio');
    expect(latest.summary.yearsExperience).toBe(5);
  });

  it('follows the resume: a changed title gives a changed suggestion', async () => {
    await render();
    const changed = structuredClone(latest);
    changed.personalInfo.title = 'Staff Engineer';
    const role = changed.experience[0];
    if (role) role.title = 'Staff Engineer';
    await act(async () => setFromOutside(changed));
    await click('Use as headline');
    expect(latest.personalInfo.title).toBe('Staff Engineer at Acme');
  });

  it('normalises skill names and adds skills found in experience, on click only', async () => {
    await render();
    expect(text()).toContain('2 of 2 listed skills');
    expect(latest.skills[0]?.items.map((i) => i.name)).toEqual(['JS', 'Python']);
    await click('Accept: Rename “JS” to “JavaScript”');
    await click('Add to skills: Kubernetes');
    expect(latest.skills[0]?.items.map((i) => i.name)).toEqual(['JavaScript', 'Python', 'Kubernetes']);
  });

  it('matches a job description and adds a missing keyword only when confirmed', async () => {
    await render();
    await type(
      'Paste a job description',
      'We use Python, Kubernetes and Terraform. Terraform experience is a must.',
    );
    expect(text()).toContain('Your resume covers 2 of 3 keywords');
    expect(latest.skills[0]?.items.map((i) => i.name)).not.toContain('Terraform');
    await click('I have this: add to skills: Terraform');
    expect(latest.skills[0]?.items.map((i) => i.name)).toContain('Terraform');
  });

  it('shows wording suggestions as diffs, accepted or rejected one by one', async () => {
    await render();
    const diff = container.querySelector('.enhance-diff');
    expect(diff?.querySelector('del')?.textContent).toContain('Worked on');
    expect(diff?.querySelector('ins')?.textContent).toContain('Contributed to');
    await click('Accept: Contributed to the billing service in Python');
    expect(latest.experience[0]?.bullets[0]).toBe('Contributed to the billing service in Python');

    const before = latest;
    await click('Reject: Contributed to building the billing dashboard');
    expect(() => button('Accept: Contributed to building the billing dashboard')).toThrow();
    expect(latest).toBe(before);
  });

  it('shows hints without changing anything, and dismisses them', async () => {
    await render();
    expect(text()).toContain('Passive voice hides who did the work');
    const before = latest;
    await click('Dismiss hint: Passive voice hides who did the work. If it was you, start with the verb.');
    expect(text()).not.toContain('Passive voice hides who did the work');
    expect(latest).toBe(before);
  });

  it('works without a language model and shows no model button', async () => {
    await render(null);
    expect(() => button('Suggest rewrites with the language model')).toThrow();
  });

  it('shows checked model rewrites and drops any that add a fact, even if the server sent it', async () => {
    const bullet = 'Worked on the billing service in Python';
    const rewrite = (after: string): Suggestion => ({
      id: `rewrite:${after}`,
      path: 'experience.0.bullets.0',
      before: bullet,
      after,
      kind: 'rewrite',
      reason: 'Reworded by the language model; checked to add no facts.',
    });
    const model: ModelRewriter = {
      available: true,
      rewrite: async (): Promise<EnhanceRewriteResponse> => ({
        suggestions: [
          rewrite('Built the billing service in Python'),
          rewrite('Built the billing service in Python for 40 clients'),
        ],
        rejected: 2,
        source: 'model',
      }),
    };
    await render(model);
    await click('Suggest rewrites with the language model');
    expect(text()).toContain('2 proposals were dropped because they added facts');
    expect(() => button('Accept: Built the billing service in Python')).not.toThrow();
    expect(() => button('Accept: Built the billing service in Python for 40 clients')).toThrow();
  });

  it('hides the model button while offline', async () => {
    const model: ModelRewriter = { available: true, rewrite: () => Promise.reject(new Error('unused')) };
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await render(model);
      expect(() => button('Suggest rewrites with the language model')).toThrow();
      expect(text()).toContain('ATS keywords');
    } finally {
      if (online) Object.defineProperty(navigator, 'onLine', online);
      else Reflect.deleteProperty(navigator, 'onLine');
    }
  });
});
