// Renders the PWA's PNG icons (192, 512 and a maskable 512) from one SVG with Chromium, so the
// installable app has real, crisp icons. Run after changing the artwork: node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const iconsDir = fileURLToPath(new URL('../pwa/public/icons/', import.meta.url));
const svg = readFileSync(`${iconsDir}favicon.svg`, 'utf8');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

// A maskable icon keeps its artwork inside the central 80% "safe zone" on a full-bleed background.
const page = (
  size,
  maskable,
) => `<!doctype html><html><body style="margin:0;background:${maskable ? '#0b1020' : 'transparent'}">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center">
<img src="${dataUrl}" style="width:${maskable ? size * 0.72 : size}px;height:${maskable ? size * 0.72 : size}px"></div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['maskable-512.png', 512, true],
  ]) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(size, maskable));
    writeFileSync(`${iconsDir}${name}`, await tab.screenshot({ omitBackground: !maskable }));
    await tab.close();
    console.log(`wrote pwa/public/icons/${name}`);
  }
} finally {
  await browser.close();
}
