import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  defaultPortfolioSettings,
  redactResume,
  restoreResume,
  type PortfolioSettings,
  type ResumeData,
} from '../index.js';
import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from './catalog.js';
import { toTemplateView } from './normalize.js';
import { TEMPLATE_COMPONENTS } from './registry.js';
import { buildCompleteResume, buildSampleResume, COMPLETE_RESUME_MARKERS } from './sampleResume.js';
import { TERMINAL_HELP, terminalCommandList } from './terminal/commands.js';
import { PAGE_MESSAGES } from '../i18n/catalogue.js';
import { testJpegDataUrl } from '../resume/photo/testPhoto.js';

function render(
  id: TemplateId,
  resume: ResumeData,
  settings: PortfolioSettings = defaultPortfolioSettings(),
): string {
  const { Component } = TEMPLATE_COMPONENTS[id];
  return renderToStaticMarkup(
    createElement(Component, {
      data: toTemplateView(resume, settings),
      settings,
      portfolioId: 'pid123',
      contactEndpoint: '/portfolio/pid123/contact',
    }),
  );
}

/** The spec's data variants (SPEC.md section 3), as they arrive from old clients and imports. */
const VARIANTS: Record<string, unknown> = {
  'skills as technical/tools/soft, summary as text': {
    personalInfo: { name: 'Variant One', title: 'Engineer' },
    summary: 'Plain summary text.',
    skills: { technical: ['Kotlin'], tools: ['Gradle'], soft: ['Mentoring'] },
    experience: [{ title: 'Dev', company: 'Acme', period: '2019 - 2021', description: 'Built things' }],
    projects: [{ name: 'Rocket', description: 'Goes up', tech: ['C'], link: 'https://rocket.example.com' }],
    footer: { socials: { linkedin: 'https://linkedin.com/in/v1', github: 'https://github.com/v1' } },
  },
  'skills with levels': {
    personalInfo: { name: 'Variant Two', title: 'Designer' },
    skills: [
      { name: 'Figma', level: 90 },
      { name: 'Illustrator', level: 70 },
    ],
  },
  'Terminal variants: category lists, title/technologies, position/duration, socials list': {
    personalInfo: { name: 'Variant Three', title: 'SRE' },
    skills: [{ category: 'Cloud', items: ['Kubernetes', 'Terraform'] }],
    projects: [{ title: 'Pager', description: 'On call bot', technologies: ['Go'] }],
    experience: [{ position: 'Site Reliability Engineer', company: 'Ops Inc', duration: '3 years' }],
    footer: { socials: [{ name: 'github', url: 'https://github.com/v3' }] },
  },
  'an almost empty resume': { personalInfo: { name: 'Only Name' } },
};

describe('every template renders on the server', () => {
  for (const id of TEMPLATE_IDS) {
    it(`${TEMPLATES[id].name}: the whole sample resume is in the markup (readable with JavaScript off)`, () => {
      const html = render(id, buildSampleResume());
      for (const text of [
        'Alex Rivera',
        'Senior Frontend Engineer',
        'Northwind Commerce',
        'Moved the storefront to server rendering',
        'Tidewatch',
        'https://tidewatch.example.com/',
        'TypeScript',
        'https://github.com/alexrivera',
        'Send Message',
        'action="/portfolio/pid123/contact"',
      ]) {
        expect(html, text).toContain(text);
      }
      // Semantic structure: exactly one h1, section headings below it.
      expect(html.match(/<h1\b/g)?.length).toBe(1);
      expect(html).toMatch(/<h2\b/);
    });

    for (const [name, variant] of Object.entries(VARIANTS)) {
      it(`${TEMPLATES[id].name}: ${name}`, () => {
        const resume = restoreResume(variant);
        const html = render(id, resume);
        expect(html).toContain(resume.personalInfo.name);
        for (const skill of resume.skills.flatMap((g) => g.items)) expect(html).toContain(skill.name);
        for (const role of resume.experience) expect(html).toContain(role.title);
        for (const project of resume.projects) expect(html).toContain(project.name);
      });
    }

    it(`${TEMPLATES[id].name}: collapses a summary over 30 words with Read more / Show less`, () => {
      const html = render(id, buildSampleResume());
      if (id === 'terminal') {
        // The terminal prints the summary as command output; it has no collapse to offer.
        expect(html).toContain('I care about the details');
        return;
      }
      expect(html).toContain('Read more');
      expect(html).toContain('Show less');
      expect(html).toContain('I care about the details that make software feel fast.');
    });

    it(`${TEMPLATES[id].name}: hidden email and phone appear nowhere; shown ones do`, () => {
      const hidden = render(id, buildSampleResume());
      expect(hidden).not.toContain('alex.rivera@example.com');
      expect(hidden).not.toContain('555 0100');
      const shown = render(id, buildSampleResume(), {
        ...defaultPortfolioSettings(),
        showEmail: true,
        showPhone: true,
      });
      expect(shown).toContain('alex.rivera@example.com');
      expect(shown).toContain('+1 555 0100 200');
    });
  }

  it('draws skill bars only for stated levels', () => {
    const withLevels = render('infographic', restoreResume(VARIANTS['skills with levels']));
    expect(withLevels).toContain('<meter');
    expect(withLevels).toContain('value="90"');
    const without = render('infographic', buildSampleResume());
    // No per-skill bar or percentage is made up; the only meters count skills per group.
    expect(without).not.toContain('fx-bars__item');
    expect(without).not.toContain('fx-bars__value');
    expect(without.match(/<meter/g)).toHaveLength(without.match(/info-mix__row/g)?.length ?? -1);
  });

  it('Terminal prints the spec help text and the status line only when set', () => {
    const html = render('terminal', buildSampleResume({ education: [], languages: [] }));
    expect(html).toContain(TERMINAL_HELP);
    // Further sections get commands of their own, listed after experience.
    expect(render('terminal', buildSampleResume())).toContain(
      `Available commands: ${terminalCommandList(['education', 'languages'])}`,
    );
    expect(html).not.toContain('Status:');
    const withStatus = render('terminal', buildSampleResume(), {
      ...defaultPortfolioSettings(),
      status: 'Available for hire',
    });
    expect(withStatus).toContain('Status: Available for hire');
  });

  it('The Gallery shows at most 3 tech tags per card', () => {
    const html = render('gallery', buildSampleResume());
    const card = html.slice(html.indexOf('Tidewatch'), html.indexOf('Palette Lab'));
    expect(card).toContain('IndexedDB');
    expect(card).not.toContain('Service Workers</li>');
  });

  it('The Infographic shows no invented figures', () => {
    const html = render('infographic', buildSampleResume());
    for (const invented of ['2847', '1234', '50K', '500+', '50+', '24h'])
      expect(html).not.toContain(invented);
    expect(html).toContain('data-info-count="10"');
  });
});

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  ' JaVaScRiPt:alert(1)',
];

/** Puts a payload into every string of the resume, bypassing validation (the worst case). */
function poison(value: unknown, i = { n: 0 }): unknown {
  if (typeof value === 'string') return PAYLOADS[i.n++ % PAYLOADS.length];
  if (Array.isArray(value)) return value.map((v) => poison(v, i));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, i)]));
  return value;
}

describe('user content renders inert', () => {
  const resume = poison(buildSampleResume()) as ResumeData;
  for (const id of TEMPLATE_IDS) {
    it(`${TEMPLATES[id].name}: no script, no event handler, no unsafe URL`, () => {
      const html = render(id, resume, { ...defaultPortfolioSettings(), showEmail: true, showPhone: true });
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img[^>]*onerror/i);
      expect(html).not.toMatch(/<svg/i);
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
      for (const [, url] of html.matchAll(/(?:href|src|action)="([^"]*)"/g)) {
        expect(url, url).toMatch(/^(https?:|mailto:|tel:|#|\/)/);
      }
    });
  }
});

describe('what visitors see first (issue 14, item 1)', () => {
  const parsed = (): ResumeData =>
    restoreResume({
      personalInfo: { name: 'Dana Okafor' },
      summary: 'Backend engineer who likes quiet systems. I run payments at scale.',
      experience: [
        { title: 'Staff Engineer', company: 'Ledgerly', start: '2022-01', end: 'present' },
        { title: 'Engineer', company: 'Paystream', start: '2018-01', end: '2021-12' },
      ],
    });

  it.each(TEMPLATE_IDS)('%s shows the headline the owner edited, and no second one made from it', (id) => {
    const html = render(id, parsed());
    expect(html).toContain('>Staff Engineer<');
    expect(html).not.toContain('Staff Engineer at Ledgerly');
    const edited = parsed();
    edited.personalInfo.title = 'Payments engineer';
    expect(render(id, edited)).toContain('>Payments engineer<');
  });

  it.each(TEMPLATE_IDS)('%s hides them when the owner says so', (id) => {
    const titles = (html: string) => html.split('>Staff Engineer<').length - 1;
    const shown = render(id, parsed());
    const hidden = render(id, parsed(), {
      ...defaultPortfolioSettings(),
      showTitle: false,
      showHeadline: false,
    });
    // The role keeps its title in Experience; only the line under the name goes.
    expect(titles(hidden)).toBe(titles(shown) - 1);
  });

  it.each(TEMPLATE_IDS)('%s never prints one sentence twice in title, headline and About', (id) => {
    const resume = parsed();
    resume.personalInfo.title = 'Backend engineer';
    resume.landing.headline = 'Backend Engineer.';
    resume.landing.subheadline = 'Backend engineer who likes quiet systems.';
    const html = render(id, resume);
    const count = (needle: RegExp) => html.match(needle)?.length ?? 0;
    expect(count(/backend engineer\.?</gi)).toBe(1);
    expect(count(/who likes quiet systems/gi)).toBe(1);
  });

  it.each(TEMPLATE_IDS)('%s shows no empty section to visitors', (id) => {
    const html = render(id, restoreResume({ personalInfo: { name: 'Only A Name' } }));
    // The Terminal answers a typed `skills` with "No skills listed."; that is a reply, not a section.
    if (id !== 'terminal') expect(html).not.toMatch(/listed yet|No (projects|roles|skills)/i);
    for (const heading of ['Projects', 'Experience', 'Skills', 'About', 'Education'])
      expect(html, heading).not.toMatch(new RegExp(`<h[23][^>]*>${heading}</h[23]>`));
  });
});

describe('small visible bugs (issue 14, item 6)', () => {
  it('draws a Gallery placeholder with the project name, not a bare initial', () => {
    const html = render('gallery', buildSampleResume());
    expect(html).toMatch(/gal-card__img--placeholder[^>]*><span class="gal-ph__name">Tidewatch<\/span>/);
    expect(html).toContain('React · TypeScript · IndexedDB');
  });

  it('gives the Infographic a skill chart when the resume states no levels', () => {
    const plain = render('infographic', buildSampleResume());
    expect(plain).toContain('aria-label="Skills per group"');
    expect(plain.match(/class="info-mix__row"/g)).toHaveLength(3);
    expect(plain).toContain('3 skills');
    const levelled = render('infographic', restoreResume(VARIANTS['skills with levels']));
    expect(levelled).not.toContain('Skills per group');
  });

  it.each(TEMPLATE_IDS)('%s prints link labels without icon-font leftovers', (id) => {
    const resume = buildSampleResume();
    resume.personalInfo.links = [
      { label: 'ï marissamayer', url: 'https://example.org/marissamayer' },
      { label: '\uf09b janedoe', url: 'https://example.org/janedoe' },
      { label: '\ufffd', url: 'https://portfolio.example.net/' },
    ];
    const html = render(id, resume);
    expect(html).toContain('marissamayer');
    expect(html).not.toMatch(/ï marissamayer|\uf09b|\ufffd/);
    expect(html).toContain('>janedoe<');
    expect(html).toContain('portfolio.example.net');
  });
});

describe('real resumes nobody designed for', () => {
  it.each(TEMPLATE_IDS)('%s shows unlabelled and repeated skill lists as one list, each skill once', (id) => {
    // What parsers hand over for two columns of skills without a label, plus a label used twice.
    const resume = buildSampleResume({
      skills: [
        {
          category: '',
          items: [
            { name: 'Excel', level: null },
            { name: 'SQL', level: null },
          ],
        },
        {
          category: '',
          items: [
            { name: 'Power BI', level: null },
            { name: 'excel', level: null },
          ],
        },
      ],
    });
    const html = render(id, resume);
    expect(html).not.toMatch(/fx-skills__heading/);
    expect(html.match(/>Excel</gi)).toHaveLength(1);
    expect(html).toContain('>Power BI<');
    const twice = buildSampleResume({
      skills: [
        { category: 'Tools', items: [{ name: 'Git', level: null }] },
        { category: 'Languages', items: [{ name: 'Go', level: null }] },
        { category: 'tools', items: [{ name: 'Vim', level: null }] },
      ],
    });
    const view = toTemplateView(twice, defaultPortfolioSettings());
    expect(view.skills.groups.map((g) => [g.category, g.items.map((s) => s.name)])).toEqual([
      ['Tools', ['Git', 'Vim']],
      ['Languages', ['Go']],
    ]);
  });

  it.each([
    ['Okafor, Daniel T.', 'Daniel'],
    ['Priyan Selvam, P.Eng., CSCP, PMP', 'Priyan'],
    ['Dr. Jane Smith', 'Jane'],
    ['Alex Rivera', 'Alex'],
  ])('Cascade invites visitors to message "%s" by the given name', (name, given) => {
    const resume = buildSampleResume();
    resume.personalInfo.name = name;
    expect(render('cascade', resume)).toMatch(new RegExp(`Send <bdi>${given}</bdi> a message`));
  });

  it('Kyoto calls a section holding only education "Education", in the heading and the navigation', () => {
    const resume = buildSampleResume({
      summary: { content: '', highlights: [], yearsExperience: null, specialization: '' },
    });
    const html = render('kyoto', resume);
    expect(html).toMatch(/<h2 id="kyo-about-h">Education<\/h2>/);
    expect(html).toMatch(/data-kyo-link="about">Education</);
    expect(html).not.toContain('>About<');
    expect(render('kyoto', buildSampleResume())).toMatch(/<h2 id="kyo-about-h">About<\/h2>/);
  });
});

describe('every section of the resume reaches every template', () => {
  for (const id of TEMPLATE_IDS) {
    it(`${TEMPLATES[id].name} shows each filled section under its own heading`, () => {
      const html = render(id, buildCompleteResume());
      for (const [section, text] of Object.entries(COMPLETE_RESUME_MARKERS)) {
        expect(html, section).toContain(text);
      }
      for (const section of [
        'certifications',
        'awards',
        'publications',
        'volunteering',
        'interests',
      ] as const) {
        expect(html, section).toContain(`>${PAGE_MESSAGES.en[section]}<`);
      }
      // A publication's link passes the allowlist like every other link.
      expect(html).toContain('href="https://frontend-quarterly.example.com/storefronts"');
    });
  }
});

describe("the page's own words follow its language", () => {
  const russian = { ...defaultPortfolioSettings(), language: 'ru' as const };
  for (const id of TEMPLATE_IDS) {
    it(`${TEMPLATES[id].name} speaks the chosen language, with no English interface words left`, () => {
      const html = render(id, buildCompleteResume(), russian);
      const ru = PAGE_MESSAGES.ru;
      for (const word of [ru.awards, ru.volunteering, ru.formName, ru.send, ru.madeWithFolio]) {
        expect(html).toContain(word);
      }
      for (const english of ['>Experience<', '>Contact<', '>Send Message<', 'Made with Folio', '>Awards<']) {
        expect(html).not.toContain(english);
      }
      // Dates in the page's language too: "Present" is "наст. время".
      expect(html).toContain(ru.present);
    });
  }

  it('declares the chosen language and its direction, and detects it when none is chosen', () => {
    const resume = buildCompleteResume();
    expect(toTemplateView(resume, { ...defaultPortfolioSettings(), language: 'ar' })).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
    });
    expect(toTemplateView(resume, defaultPortfolioSettings())).toMatchObject({ lang: 'en', dir: 'ltr' });
    const italian = restoreResume({
      personalInfo: { name: 'Giulia Marchetti', title: 'Sviluppatrice frontend' },
      summary:
        'Sviluppatrice con esperienza nella progettazione di interfacce per il commercio e per la pubblica amministrazione, con una forte attenzione alla qualità del codice.',
      experience: [
        {
          title: 'Sviluppatrice',
          company: 'Studio Aurora',
          description: 'Interfacce per la banca dei dati.',
        },
      ],
    });
    const view = toTemplateView(italian, defaultPortfolioSettings());
    expect(view).toMatchObject({ lang: 'it', dir: 'ltr' });
    expect(view.t.experience).toBe('Esperienza');
  });
});

describe('the optional photo', () => {
  const photo = testJpegDataUrl();
  const withPhoto = (): ResumeData => {
    const resume = buildSampleResume();
    return { ...resume, personalInfo: { ...resume.personalInfo, photo } };
  };
  for (const id of TEMPLATE_IDS) {
    it(`${TEMPLATES[id].name} shows it only when the owner turned it on, sized and named`, () => {
      const off = render(id, withPhoto());
      expect(off).not.toContain(photo);
      const on = render(id, withPhoto(), { ...defaultPortfolioSettings(), showPhoto: true });
      const img = on.match(/<img class="fx-photo[^>]*>/)?.[0] ?? '';
      expect(img).toContain(`src="${photo}"`);
      expect(img).toContain('alt="Alex Rivera"');
      expect(img).toMatch(/width="\d+" height="\d+"/);
    });
  }

  it('is left out of the public resume data unless shown', () => {
    expect(redactResume(withPhoto(), defaultPortfolioSettings()).personalInfo.photo).toBeUndefined();
    const shown = { ...defaultPortfolioSettings(), showPhoto: true };
    expect(redactResume(withPhoto(), shown).personalInfo.photo).toBe(photo);
  });
});

describe('the first screen says who, what and where now (issue 26, item 5)', () => {
  const settings = { ...defaultPortfolioSettings(), status: 'Open to new roles' };
  it.each(TEMPLATE_IDS)('%s shows the current role and the status line', (id) => {
    const html = render(id, buildSampleResume(), settings);
    const view = toTemplateView(buildSampleResume(), settings);
    expect(view.currentRole).toMatch(/^Northwind Commerce · .+present$/i);
    expect(html).toContain(`>${view.currentRole}<`);
    expect(html).toContain('Open to new roles');
  });

  it('names the role when the title above is another, and nothing when no role is current', () => {
    const resume = buildSampleResume();
    resume.personalInfo.title = 'Web performance consultant';
    expect(toTemplateView(resume, settings).currentRole).toMatch(
      /^Senior Frontend Engineer · Northwind Commerce · /,
    );
    resume.experience = resume.experience.map((e) => ({
      ...e,
      end: e.end === 'present' ? '2024-01' : e.end,
    }));
    expect(toTemplateView(resume, settings).currentRole).toBe('');
  });
});
