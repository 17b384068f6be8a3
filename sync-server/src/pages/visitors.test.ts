import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCluster } from '../storage/localCluster.js';
import { classifyVisitor, ShareDeduper, VisitorHasher } from './visitors.js';

describe('classifyVisitor', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      'person',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'person'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'crawler'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'crawler'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'crawler',
    ],
    ['curl/8.5.0', 'crawler'],
    ['', 'crawler'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'unfurler'],
    ['Twitterbot/1.0', 'unfurler'],
    ['LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', 'unfurler'],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'unfurler'],
    ['Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', 'unfurler'],
    ['WhatsApp/2.23.20.0', 'unfurler'],
    ['TelegramBot (like TwitterBot)', 'unfurler'],
  ])('%s → %s', (ua, kind) => {
    expect(classifyVisitor(ua)).toBe(kind);
  });
});

describe('VisitorHasher', () => {
  it('is stable within a day, survives a restart, and changes with the day', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-salt-'));
    try {
      const day1 = new Date('2026-03-01T10:00:00Z');
      const a = await new VisitorHasher(localCluster(dir)).hash('203.0.113.9', 'UA', day1);
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(a).not.toContain('203.0.113.9');
      expect(
        await new VisitorHasher(localCluster(dir)).hash(
          '203.0.113.9',
          'UA',
          new Date('2026-03-01T23:00:00Z'),
        ),
      ).toBe(a);
      expect(await new VisitorHasher(localCluster(dir)).hash('203.0.113.10', 'UA', day1)).not.toBe(a);
      const next = await new VisitorHasher(localCluster(dir)).hash(
        '203.0.113.9',
        'UA',
        new Date('2026-03-02T01:00:00Z'),
      );
      expect(next).not.toBe(a);
      // Only today's salt is kept, so yesterday's hashes can no longer be recomputed.
      expect(readdirSync(dir)).toEqual(['visitor-salt-2026-03-02']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ShareDeduper', () => {
  it('counts one share per portfolio, unfurler and day', async () => {
    const d = new ShareDeduper(localCluster(os.tmpdir()));
    const day = new Date('2026-03-01T10:00:00Z');
    expect(await d.first('p1', 'slackbot', day)).toBe(true);
    expect(await d.first('p1', 'slackbot', day)).toBe(false);
    expect(await d.first('p1', 'twitterbot', day)).toBe(true);
    expect(await d.first('p2', 'slackbot', day)).toBe(true);
    expect(await d.first('p1', 'slackbot', new Date('2026-03-02T10:00:00Z'))).toBe(true);
  });
});
