import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail, type PrivateLink } from '@folio/shared';
import { signedInPerson, startTestServer, type SignedInPerson, type TestServer } from '../test/testServer.js';

/*
 * Invisible text is not text (issue 20, class 7): format characters are removed from what is stored
 * (kept only where a script or an emoji needs them), and a field left empty by that is empty.
 */

let server: TestServer;
let owner: SignedInPerson;
let portfolioId: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInPerson(server, 'invisible@example.org');
  const res = await owner.call('POST', API.createPortfolio('Cascade', owner.id), {
    resume: { personalInfo: { name: 'Ina Visible', title: 'Typesetter' } },
  });
  expect(res.status).toBe(201);
  portfolioId = (res.body as { portfolio: PortfolioDetail }).portfolio._id;
});
afterAll(() => server.dispose());

const label = async (text: string) => {
  const res = await owner.call('POST', API.portfolioLinks(portfolioId), { label: text });
  return { status: res.status, label: (res.body as { link?: PrivateLink }).link?.label };
};

describe('a private link label', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['word joiners and soft hyphens', '\u2060\u00ad\u2060\u00ad'],
    ['bidi marks among them', '\u200e\u200b\u200f\u2060\u202a\u00ad'],
    ['joiners with nothing to join', '\u200d\u200c\u200d'],
    ['invisible math operators and tags', '\u2061\u2062\u2063\u2064\u{e0041}\u{e0042}'],
    ['spaces around format characters', ' \u200b \ufeff '],
  ])('of only %s is empty, and refused as such', async (_what, text) => {
    expect(await label(text)).toMatchObject({ status: 400 });
  });

  it('keeps its words, without the invisible characters inside them', async () => {
    expect(await label('Ac\u200bme\u00ad Corp\u2060 – Nurse')).toEqual({
      status: 201,
      label: 'Acme Corp – Nurse',
    });
  });

  it('keeps what scripts and emoji need: joiners inside Persian and Indic words, emoji sequences, flags', async () => {
    const persian = 'می\u200cخواهم';
    const devanagari = 'क्\u200dष';
    const family = '👩\u200d💻 Dev';
    const scotland = '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    for (const text of [persian, devanagari, family, scotland, '\u0600\u0661 numbers']) {
      expect(await label(text)).toEqual({ status: 201, label: text });
    }
  });
});
