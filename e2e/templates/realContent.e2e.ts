import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEMPLATE_IDS, type ResumeData, type TemplateId } from '@folio/shared';
import { buildSampleResume, buildScriptResume } from '@folio/shared/templates';
import { openBrowser, serverAndBrowser } from '../support/index.js';
import { publish, unlimitedOwner } from './publish.js';

// Published pages with content nobody designed for, as real resumes bring it: unbroken URLs and
// emails, long skill names and group labels on a phone, Chinese and Hebrew text, a resume without
// links, printed. Every resume here is made up.
const journey = serverAndBrowser({ browser: { reducedMotion: 'reduce' } });
const paths = new Map<string, string>();

const LONG_URL = `https://example.org/${'portfolio-case-study-'.repeat(8)}${'x'.repeat(20)}`;

/** A resume whose words are too long for a phone's line: the page must wrap them, never scroll sideways. */
function unbreakable(): ResumeData {
  return buildSampleResume({
    personalInfo: {
      name: 'Maximiliana Konstantinopoulou-Wolfeschlegelsteinhausen',
      title: 'Principal Engineer, Distributed Systems Infrastructure and Developer Productivity',
      email: 'maximiliana.konstantinopoulou.wolfeschlegel@infrastructure-consulting.example.org',
      phone: '+49 30 1234567',
      location: 'Berlin',
      links: [{ label: LONG_URL.slice(0, 200), url: LONG_URL }],
    },
    projects: [
      {
        name: 'Supercalifragilisticexpialidociousprojectname',
        description: `Write-up at ${LONG_URL}`,
        tech: ['Go'],
        image: '',
        link: LONG_URL,
        github: '',
      },
    ],
  });
}

/** Skills with stated levels and long names, in groups with long labels (the Infographic charts them). */
function longSkillNames(): ResumeData {
  return buildSampleResume({
    skills: [
      {
        category: 'Administración de sistemas',
        items: [
          { name: 'MATLAB-Simulink (Advanced)', level: 80 },
          { name: 'Windows Server 2008', level: 60 },
        ],
      },
      { category: 'Herramientas', items: [{ name: 'Git', level: null }] },
    ],
  });
}

function withoutLevels(resume: ResumeData): ResumeData {
  return {
    ...resume,
    skills: resume.skills.map((g) => ({ ...g, items: g.items.map((s) => ({ ...s, level: null })) })),
  };
}

const RESUMES = {
  unbreakable,
  longSkillNames,
  longSkillGroups: () => withoutLevels(longSkillNames()),
  noLinks: () => {
    const resume = buildSampleResume({ footer: { socials: {} } });
    resume.personalInfo.links = [];
    return resume;
  },
  zh: () => buildScriptResume('zh'),
  // A first resume: roles only, no projects, skills or links.
  rolesOnly: () => {
    const resume = buildSampleResume({ projects: [], skills: [], footer: { socials: {} } });
    resume.personalInfo.links = [];
    return resume;
  },
  experienceOnly: () =>
    buildSampleResume({
      summary: { content: '', highlights: [], yearsExperience: null, specialization: '' },
      skills: [],
    }),
  he: () => buildScriptResume('he'),
  ar: () => buildScriptResume('ar'),
} satisfies Record<string, () => ResumeData>;
type ResumeKey = keyof typeof RESUMES;

beforeAll(async () => {
  const { server } = journey;
  const email = 'real-content@example.com';
  const token = await unlimitedOwner(server, email);
  for (const template of TEMPLATE_IDS)
    for (const [key, make] of Object.entries(RESUMES)) {
      const published = await publish(server, email, template, make(), {}, { token });
      paths.set(`${template}/${key}`, published.path);
    }
});

async function open(page: Page, template: TemplateId, key: ResumeKey, width: number): Promise<void> {
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width, height: 844 });
  const res = await page.goto(journey.server.url + (paths.get(`${template}/${key}`) ?? ''));
  expect(res?.status()).toBe(200);
}

/** How many lines an element's text takes. */
const lines = (page: Page, selector: string) =>
  page.$$eval(selector, (els) =>
    els.map((el) => {
      const lh =
        parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.2;
      return Math.round(el.getBoundingClientRect().height / lh);
    }),
  );

describe.each(TEMPLATE_IDS)('%s', (template: TemplateId) => {
  it('wraps a 200-character URL, a long email and a long name on a phone: no sideways scroll', async () => {
    const { page } = journey.browser;
    await open(page, template, 'unbreakable', 390);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  it('prints no empty footer, which could push a blank last page', async () => {
    const { page } = journey.browser;
    await open(page, template, 'noLinks', 1280);
    await page.emulateMedia({ media: 'print' });
    const footerHeight = await page.$eval('.fx-footer', (f) => f.getBoundingClientRect().height);
    expect(footerHeight).toBe(0);
    // A footer with links keeps them on paper.
    await open(page, template, 'unbreakable', 1280);
    await page.emulateMedia({ media: 'print' });
    expect(await page.$eval('.fx-footer', (f) => f.getBoundingClientRect().height)).toBeGreaterThan(0);
  });
});

describe('skill visuals on a phone', () => {
  it.each(['cascade', 'infographic'] as const)(
    '%s gives a long skill name its own line instead of breaking it inside words',
    async (template) => {
      const { page } = journey.browser;
      await open(page, template, 'longSkillNames', 390);
      expect(await lines(page, '.fx-bars__name')).toEqual([1, 1]);
    },
  );

  it('the Infographic chart gives a long group label its own line', async () => {
    const { page } = journey.browser;
    await open(page, 'infographic', 'longSkillGroups', 390);
    expect(await lines(page, '.info-mix__label')).toEqual([1, 1]);
  });
});

describe('other scripts', () => {
  it('Kyoto does not slant Chinese (the script has no italic; the browser would fake one)', async () => {
    const { page } = journey.browser;
    // A publication's title is a <cite>, which browsers slant: the slant the page's script allows.
    const slant = () =>
      page.$eval('.fx-page', (root) => {
        const cite = root.appendChild(document.createElement('cite'));
        cite.textContent = '论文';
        return getComputedStyle(cite).fontStyle;
      });
    await open(page, 'kyoto', 'zh', 1280);
    expect(await slant()).toBe('normal');
    await open(page, 'kyoto', 'unbreakable', 1280);
    expect(await slant()).toBe('italic');
  });

  it('the Infographic counts skills in Hebrew, read right to left, on a Hebrew page', async () => {
    const { page } = journey.browser;
    await open(page, 'infographic', 'he', 1280);
    const order = await page.$eval('.info-mix__count', (el) => {
      // Where the number and the word's last letter are drawn.
      const text = el.firstChild as Text;
      const at = (from: number, to: number) => {
        const r = document.createRange();
        r.setStart(text, from);
        r.setEnd(text, to);
        return r.getBoundingClientRect().left;
      };
      const digits = (text.data.match(/^\d+/)?.[0] ?? '').length;
      return { number: at(0, digits), word: at(text.data.length - 1, text.data.length), text: text.data };
    });
    expect(order.text).toMatch(/^\d+ \p{Script=Hebrew}+$/u);
    // Right to left: the number comes first, so it stands right of the word.
    expect(order.number).toBeGreaterThan(order.word);
  });

  it("Cascade invites visitors in the page's language, right to left around an Arabic name", async () => {
    const { page } = journey.browser;
    await open(page, 'cascade', 'ar', 390);
    const place = await page.$eval('#contact p', (p) => {
      const left = (node: Node) => {
        const r = document.createRange();
        r.selectNodeContents(node);
        return r.getBoundingClientRect().left;
      };
      const texts = [...p.childNodes].filter((n) => (n.textContent ?? '').trim() !== '');
      const name = p.querySelector('bdi');
      const first = texts[0];
      return first && name && first !== name
        ? { opening: left(first), name: left(name), text: p.textContent ?? '' }
        : null;
    });
    expect(place).not.toBeNull();
    expect(place?.text).not.toMatch(/Have a question/);
    // The sentence starts at the right: its opening words stand right of the name that ends it.
    expect(place?.opening).toBeGreaterThan(place?.name ?? 0);
  });
});

describe('Terminal transcript', () => {
  const EMPTY = /No (projects|skills) listed/;

  it('prints no empty command output and no contact prompt with nothing under it', async () => {
    const { page } = journey.browser;
    await open(page, 'terminal', 'rolesOnly', 1280);
    await page.locator('.term-print').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => document.body.innerText);
    expect(printed).toContain('Northwind Commerce');
    expect(printed).not.toMatch(EMPTY);
    expect(await page.locator('.term-print [data-term-block="contact"]').isVisible()).toBe(false);
  });

  it('without JavaScript shows no empty command output either', async () => {
    const noJs = await openBrowser({ javaScriptEnabled: false });
    try {
      await noJs.page.goto(journey.server.url + (paths.get('terminal/rolesOnly') ?? ''));
      const text = await noJs.page.evaluate(() => document.body.innerText);
      expect(text).toContain('Northwind Commerce');
      expect(text).not.toMatch(EMPTY);
    } finally {
      await noJs.close();
    }
  });
});

describe('Cascade printed', () => {
  it('leaves out the invitation to use the form and gives the contact details the whole line', async () => {
    const { page } = journey.browser;
    await open(page, 'cascade', 'unbreakable', 1280);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#contact').isVisible()).toBe(true);
    expect(await page.getByText('Have a question or an opportunity?').isVisible()).toBe(false);
    const share = await page.$eval('#contact .fx-contact-details', (list) => {
      const section = list.closest('section') as Element;
      return list.getBoundingClientRect().width / section.getBoundingClientRect().width;
    });
    expect(share).toBeGreaterThan(0.9);
  });
});

describe('Gallery on a desktop', () => {
  const widths = (page: Page) =>
    page.$eval('.gal-about__grid', (grid) => ({
      grid: grid.getBoundingClientRect().width,
      columns: [...grid.children].map((c) => c.getBoundingClientRect().width),
    }));

  it('gives experience the whole width when there is no summary or skills beside it', async () => {
    const { page } = journey.browser;
    await open(page, 'gallery', 'experienceOnly', 1280);
    const { grid, columns } = await widths(page);
    expect(columns).toHaveLength(1);
    expect(columns[0]).toBeGreaterThan(grid * 0.9);
  });

  it('gives the roles the wider column beside a summary and skills', async () => {
    const { page } = journey.browser;
    await open(page, 'gallery', 'noLinks', 1280);
    const { columns } = await widths(page);
    expect(columns).toHaveLength(2);
    expect(columns[1]).toBeGreaterThan(columns[0] ?? 0);
  });
});

describe('Gallery printed', () => {
  it('puts experience under skills, full width, not in half of every page', async () => {
    const { page } = journey.browser;
    await open(page, 'gallery', 'longSkillGroups', 1280);
    await page.emulateMedia({ media: 'print' });
    const columns = await page.$$eval('.gal-about__grid > *', (cols) =>
      cols.map((c) => Math.round(c.getBoundingClientRect().left)),
    );
    expect(columns.length).toBeGreaterThan(1);
    expect(new Set(columns).size).toBe(1);
  });
});
