import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@folio/shared';
import { parsePortfolioList, parseStats, setApiBase } from '../../api/index.js';
import { startTestServer } from '../../api/testServer.js';
import { setAuthToken } from '../../settings/index.js';
import { takeEarlyDashboardData } from './earlyData.js';
import { startDashboardEarly } from './earlyStart.js';

const ROW = {
  _id: 'p1',
  title: 'Early bird',
  template: 'Kyoto',
  templateId: 'kyoto',
  theme: '',
  url: 'Kyoto/p1',
  thumbnail: '/og/card/p1.png?v=1',
  published: true,
  revision: 1,
};
const TOTALS = { views: 3, portfolios: 1, downloads: 0, shares: 0 };

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer((req) => {
    if (req.path === API.portfolios) return { status: 200, body: [ROW] };
    if (req.path === API.stats) return { status: 200, body: { totals: TOTALS, daily: [] } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  setApiBase(server.url);
});
afterAll(async () => {
  setApiBase('');
  await server.close();
});
afterEach(() => {
  takeEarlyDashboardData();
  setAuthToken(null);
  server.seen.length = 0;
});

const apiCalls = () => server.seen.map((r) => r.path);

describe('starting the dashboard early', () => {
  it('asks for the list and figures with the stored token, and hands them over once', async () => {
    setAuthToken('token-a');
    startDashboardEarly('/dashboard');
    const early = takeEarlyDashboardData();
    if (!early) throw new Error('nothing was started');
    expect(parsePortfolioList(await early.portfolios).map((p) => p.title)).toEqual(['Early bird']);
    expect(parseStats(await early.stats).totals).toEqual(TOTALS);
    expect(apiCalls().sort()).toEqual([API.portfolios, API.stats].sort());
    expect(server.seen.every((r) => r.headers.authorization === 'Bearer token-a')).toBe(true);
    expect(takeEarlyDashboardData()).toBeNull();
  });

  it('gives nothing to another sign-in: the answers belong to the token they were asked with', async () => {
    setAuthToken('token-a');
    startDashboardEarly('/dashboard');
    setAuthToken('token-b');
    expect(takeEarlyDashboardData()).toBeNull();
    // Both were asked (with the first token); let them finish before the server goes.
    await vi.waitFor(() => expect(apiCalls()).toHaveLength(2));
    expect(server.seen.every((r) => r.headers.authorization === 'Bearer token-a')).toBe(true);
  });

  it('starts nothing on other screens or without a stored token', () => {
    setAuthToken('token-a');
    startDashboardEarly('/');
    startDashboardEarly('/dashboard/extra');
    expect(takeEarlyDashboardData()).toBeNull();
    setAuthToken(null);
    startDashboardEarly('/dashboard');
    expect(takeEarlyDashboardData()).toBeNull();
    expect(apiCalls()).toEqual([]);
  });
});
