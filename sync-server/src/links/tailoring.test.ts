import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail, type PrivateLink, type PrivateLinkListResponse } from '@folio/shared';
import { emptyTailoring, type LinkTailoring } from '@folio/shared/links/index.js';
import { signedInPerson, startTestServer, type SignedInPerson, type TestServer } from '../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const get = async (url: string) => (await fetch(url, { headers: { 'User-Agent': BROWSER } })).text();

// Made-up resume text.
async function portfolioWithLink(p: SignedInPerson) {
  const res = await p.call('POST', API.createPortfolio('Cascade', p.id), {
    resume: {
      personalInfo: { name: 'Tove Marrin', title: 'Software Engineer' },
      landing: { headline: 'Public headline of Tove', subheadline: '' },
      skills: [{ category: 'Tools', items: [{ name: 'Fortran' }, { name: 'Kotlin' }] }],
      projects: [
        { name: 'Harbour lights', description: 'A tide table app' },
        { name: 'Quiet loom', description: 'A weaving pattern editor' },
      ],
    },
  });
  expect(res.status).toBe(201);
  const portfolio = (res.body as { portfolio: PortfolioDetail }).portfolio;
  const made = await p.call('POST', API.portfolioLinks(portfolio._id), { label: 'Orbis — platform role' });
  expect(made.status).toBe(201);
  return { portfolio, link: (made.body as { link: PrivateLink }).link };
}

function tailoring(): LinkTailoring {
  const t = emptyTailoring();
  t.headline = 'Kotlin engineer for Orbis';
  t.skills = { lead: ['Kotlin'], hide: ['Fortran'] };
  t.projects = { lead: ['Quiet loom'], hide: ['Harbour lights'] };
  t.linkOnly.projects.push({
    name: 'Confidential Zephyrine rebuild',
    description: 'Shown to one reader <b>only</b>',
    tech: [],
    image: '',
    link: 'javascript:alert(document.domain)',
    github: '',
  });
  t.posting = 'Kotlin platform engineer';
  return t;
}

describe('tailored private links', () => {
  it('show their own headline, order and link-only entries; the public page never has them', async () => {
    const p = await signedInPerson(server, 'tailor-owner@example.org');
    const { portfolio, link } = await portfolioWithLink(p);
    const put = await p.call('PUT', API.portfolioLinkTailoring(portfolio._id, link.id), {
      tailoring: tailoring(),
    });
    expect(put.status).toBe(200);
    expect((put.body as { link: PrivateLink }).link.tailoring?.headline).toBe('Kotlin engineer for Orbis');

    const linkPage = await get(link.url);
    expect(linkPage).toContain('Kotlin engineer for Orbis');
    expect(linkPage).toContain('Confidential Zephyrine rebuild');
    expect(linkPage).not.toContain('<b>only</b>');
    expect(linkPage).not.toContain('javascript:');
    expect(linkPage).not.toContain('Harbour lights');
    expect(linkPage).not.toContain('Fortran');
    expect(linkPage.indexOf('Quiet loom')).toBeLessThan(linkPage.indexOf('Confidential Zephyrine'));

    const publicPage = await get(`${server.url}/portfolio/${portfolio.url}`);
    expect(publicPage).toContain('Public headline of Tove');
    expect(publicPage).toContain('Harbour lights');
    expect(publicPage).toContain('Fortran');
    expect(publicPage).not.toContain('Zephyrine');
    expect(publicPage).not.toContain('Kotlin engineer for Orbis');
    expect(await get(`${server.url}/sitemap.xml`)).not.toContain('Zephyrine');
    // Stored on the link alone: the portfolio (and so its export and preview image) never holds it.
    const detail = await p.call('GET', API.portfolio(portfolio._id));
    expect(JSON.stringify(detail.body)).not.toContain('Zephyrine');

    const listed = (await p.call('GET', API.portfolioLinks(portfolio._id))).body as PrivateLinkListResponse;
    expect(listed.links[0]?.tailoring?.linkOnly.projects[0]?.name).toBe('Confidential Zephyrine rebuild');

    // Removing it gives the link the public page again.
    expect(
      (await p.call('PUT', API.portfolioLinkTailoring(portfolio._id, link.id), { tailoring: null })).status,
    ).toBe(200);
    const after = await get(link.url);
    expect(after).not.toContain('Zephyrine');
    expect(after).toContain('Harbour lights');
  });

  it('belongs to the owner, and refuses bad or oversized input with nothing written', async () => {
    const owner = await signedInPerson(server, 'tailor-a@example.org');
    const other = await signedInPerson(server, 'tailor-b@example.org');
    const { portfolio, link } = await portfolioWithLink(owner);
    const path = API.portfolioLinkTailoring(portfolio._id, link.id);
    expect((await other.call('PUT', path, { tailoring: tailoring() })).status).toBe(404);
    expect(
      (await owner.call('PUT', API.portfolioLinkTailoring(portfolio._id, 'nope'), { tailoring: null }))
        .status,
    ).toBe(404);
    expect((await owner.call('PUT', path, { tailoring: { ...tailoring(), script: 'x' } })).status).toBe(400);
    const tooMany = tailoring();
    tooMany.linkOnly.projects = Array.from({ length: 11 }, () => tailoring().linkOnly.projects[0]!);
    expect((await owner.call('PUT', path, { tailoring: tooMany })).status).toBe(400);
    const huge = tailoring();
    huge.skills.lead = Array.from({ length: 150 }, (_, i) => `${'x'.repeat(1900)}${i}`);
    expect((await owner.call('PUT', path, { tailoring: huge })).status).toBe(413);
    const listed = (await owner.call('GET', API.portfolioLinks(portfolio._id)))
      .body as PrivateLinkListResponse;
    expect(listed.links[0]?.tailoring).toBeNull();
    expect(await get(link.url)).not.toContain('Zephyrine');
  });
});
