import type { PortfolioSettings, ResumeData, TemplateId } from '@folio/shared';
import { TEMPLATES } from '@folio/shared';
import { api, setPlan, tokenFor, type RunningServer } from '../support/index.js';

export interface Published {
  pid: string;
  /** Path of the public page, its address `/{slug}` (the first one, `/portfolio/{Template name}/{pid}`, redirects there). */
  path: string;
  token: string;
}

/** Publishes a portfolio through the real API as `email`, the way the PWA does. */
export async function publish(
  server: RunningServer,
  email: string,
  template: TemplateId,
  resume: ResumeData,
  settings: Partial<PortfolioSettings> = {},
  extra: { theme?: string; token?: string } = {},
): Promise<Published> {
  const token = extra.token ?? (await tokenFor(server, email, 'Owner'));
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
  const name = TEMPLATES[template].name;
  const created = await api<{ portfolio: { _id: string; address: string } }>(
    server,
    token,
    'POST',
    `/api/portfolio/${encodeURIComponent(name)}/${me.body.user._id}`,
    { resume, settings, published: true, title: `${name} portfolio`, theme: extra.theme ?? '' },
  );
  const pid = created.body.portfolio._id;
  return { pid, path: created.body.portfolio.address, token };
}

/** A token for one owner on the plan without a portfolio limit, for journeys that publish many pages. */
export async function unlimitedOwner(server: RunningServer, email: string): Promise<string> {
  const token = await tokenFor(server, email, 'Owner');
  await setPlan(server, email, 'unlimited');
  return token;
}
