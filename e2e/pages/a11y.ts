import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations (WCAG 2.1 AA rules). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours read mid-transition (a pressed button fading from filled to outlined after a click) are
  // no colours a reader sees: axe looks at the page once its CSS transitions have ended. Animations
  // (a template's typing intro, a spinner) may run for long or for ever and are not waited for.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
  // Evaluated over the DevTools protocol rather than as a <script> tag, so the app's CSP does not block it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeResult {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    }
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => JSON.stringify(n.target)),
      }));
  });
}
