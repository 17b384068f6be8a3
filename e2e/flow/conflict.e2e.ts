import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorPage } from '../pages/EditorPage.js';
import {
  api,
  openBrowser,
  signIn,
  startServer,
  tokenFor,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

let server: RunningServer;
let laptop: OpenBrowser;
let phone: OpenBrowser;
const account = { name: 'Two Devices', email: 'two-devices@example.com' };

interface Detail {
  portfolio: { resume: { personalInfo: { title: string } }; revision: number };
}

beforeAll(async () => {
  server = await startServer();
  [laptop, phone] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([laptop?.close(), phone?.close()]);
  await server?.dispose();
});

async function serverTitle(token: string, pid: string): Promise<string> {
  const res = await api<Detail>(server, token, 'GET', `/api/portfolios/${pid}`);
  return res.body.portfolio.resume.personalInfo.title;
}

async function waitForServerTitle(token: string, pid: string, title: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await serverTitle(token, pid)) !== title) {
    if (Date.now() > deadline) throw new Error(`The server never got "${title}"`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('two devices edit the same portfolio offline', () => {
  it('the second to sync sees both versions and keeps the one it chooses', async () => {
    const token = await tokenFor(server, account.email, account.name);
    const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
    const created = await api<{ portfolio: { _id: string } }>(
      server,
      token,
      'POST',
      `/api/portfolio/Terminal/${me.body.user._id}`,
      {
        title: 'Shared portfolio',
        resume: { personalInfo: { name: account.name, title: 'Original title' } },
      },
    );
    const pid = created.body.portfolio._id;

    // Both devices open the portfolio while online, so each has it on the device.
    const editors: EditorPage[] = [];
    for (const device of [laptop, phone]) {
      await signIn(device.page, server, account);
      await device.page.goto(`${server.url}/edit?portfolio=${pid}`);
      const editor = new EditorPage(device.page);
      await editor.waitUntilLoaded();
      expect(await editor.field('Headline').inputValue()).toBe('Original title');
      editors.push(editor);
    }
    const [onLaptop, onPhone] = editors;
    if (!onLaptop || !onPhone) throw new Error('two editors expected');

    await laptop.context.setOffline(true);
    await phone.context.setOffline(true);
    await onLaptop.setField('Headline', 'Edited on the laptop');
    await onLaptop.publishChanges();
    await onPhone.setField('Headline', 'Edited on the phone');
    await onPhone.publishChanges();

    await laptop.context.setOffline(false);
    await waitForServerTitle(token, pid, 'Edited on the laptop');

    await phone.context.setOffline(false);
    const dialog = phone.page.getByRole('dialog', { name: 'This portfolio was changed on another device' });
    await dialog.waitFor({ timeout: 30_000 });
    // Neither edit vanished unseen: the phone shows its own and the laptop's.
    await dialog.getByText(/Edited on the phone/).waitFor();
    await dialog.getByText(/Edited on the laptop/).waitFor();
    expect(await serverTitle(token, pid)).toBe('Edited on the laptop');

    await dialog.getByRole('button', { name: "Keep this device's version" }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForServerTitle(token, pid, 'Edited on the phone');
    expect(await onPhone.field('Headline').inputValue()).toBe('Edited on the phone');
    const list = await api<unknown[]>(server, token, 'GET', '/api/portfolios');
    expect(list.body).toHaveLength(1);
  });
});
