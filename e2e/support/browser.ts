import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './paths.js';

export interface OpenBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  viewport?: { width: number; height: number };
  /** Chromium's JavaScript switch, for the no-JS checks of published pages. */
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Headless Chromium says "HeadlessChrome", which the server rightly counts as a bot: journeys that
   * play a human visitor whose visit must count give a desktop browser's User-Agent.
   */
  userAgent?: string;
  /** Host names this browser resolves to loopback (a visitor of a custom domain), e.g. `['jane.example']`. */
  loopbackHosts?: string[];
}

/**
 * A fresh Chromium profile (its own IndexedDB, service workers and storage), so two calls give two
 * independent devices. STACK.md gotcha 9: profiles need launchPersistentContext, not --user-data-dir.
 */
export async function openBrowser(options: BrowserOptions = {}): Promise<OpenBrowser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'folio-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      // Without these Chromium keeps dialling Google's hosts, which this network refuses.
      '--disable-background-networking',
      '--disable-component-update',
      ...(options.loopbackHosts?.length
        ? [`--host-resolver-rules=${options.loopbackHosts.map((h) => `MAP ${h} 127.0.0.1`).join(', ')}`]
        : []),
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
