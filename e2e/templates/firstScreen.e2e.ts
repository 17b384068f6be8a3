import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, TEMPLATES, defaultPortfolioSettings } from '@folio/shared';
import { buildSampleResume, toTemplateView } from '@folio/shared/templates';
import { serverAndBrowser } from '../support/index.js';
import { publish, unlimitedOwner, type Published } from './publish.js';

// A recruiter gives a page seconds: on a 390 px phone, the first screen of every template says who
// (name), what (title) and where now (current role), and the owner's status line when set.
const journey = serverAndBrowser();
const pages = {} as Record<(typeof TEMPLATE_IDS)[number], Published>;
const STATUS = 'Open to new roles';
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  const token = await unlimitedOwner(journey.server, 'first-screen@example.com');
  for (const id of TEMPLATE_IDS) {
    pages[id] = await publish(journey.server, '', id, buildSampleResume(), { status: STATUS }, { token });
  }
});

describe('the first screen on a phone', () => {
  const view = toTemplateView(buildSampleResume(), { ...defaultPortfolioSettings(), status: STATUS });

  it.each(TEMPLATE_IDS)('%s shows name, title, current role and status without scrolling', async (id) => {
    const { page } = journey.browser;
    await page.setViewportSize(PHONE);
    const res = await page.goto(journey.server.url + pages[id].path);
    expect(res?.status()).toBe(200);
    // Let the page settle before judging what is in view: the Terminal types its boot line, prints,
    // and enables its input (where it once scrolled past the name).
    if (id === 'terminal') {
      await page.waitForFunction(
        () => !(document.querySelector('.term-input') as HTMLInputElement | null)?.disabled,
      );
    }
    await page.waitForTimeout(500);
    if (process.env.FIRST_SCREEN_SHOTS)
      await page.screenshot({ path: `${process.env.FIRST_SCREEN_SHOTS}/${id}.png` });
    for (const text of [view.name, view.title, view.currentRole, STATUS]) {
      const box = await page.evaluate((wanted) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
        let found: Element | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node as Element;
          const own = [...el.childNodes].some((c) => c.nodeType === 3 && c.textContent?.includes(wanted));
          if (own && el.getBoundingClientRect().height > 0) {
            found = el;
            break;
          }
        }
        if (!found) return null;
        const r = found.getBoundingClientRect();
        const style = getComputedStyle(found);
        return {
          top: r.top,
          bottom: r.bottom,
          visible: style.visibility !== 'hidden' && style.opacity !== '0',
        };
      }, text);
      expect(box, `${TEMPLATES[id].name}: "${text}" is on the page`).not.toBeNull();
      expect(box?.visible, `${TEMPLATES[id].name}: "${text}" is visible`).toBe(true);
      expect(box?.top, `${TEMPLATES[id].name}: "${text}" is not scrolled past`).toBeGreaterThanOrEqual(0);
      expect(box?.bottom, `${TEMPLATES[id].name}: "${text}" is on the first screen`).toBeLessThanOrEqual(
        PHONE.height,
      );
    }
  });
});
