import type { PortfolioSettings, ResumeData, TemplateId } from '@folio/shared';
import type {
  DailyStatRecord,
  InboundContactRecord,
  MessageRecord,
  OidcRecord,
  PasskeyCredential,
  PortfolioRecord,
  ResumeRecord,
  UserRecord,
} from '../types.js';

/** Rows as the driver returns them (json columns parsed, timestamptz as Date), mapped to records. */

const iso = (d: Date): string => d.toISOString();

export interface UserRow {
  id: string;
  subject: string;
  provider: string;
  name: string;
  email: string;
  plan: string;
  created_at: Date;
  /** json_agg of user_passkeys, null when none. */
  passkeys?: PasskeyCredential[] | null;
}
export const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  subject: r.subject,
  provider: r.provider,
  name: r.name,
  email: r.email,
  plan: r.plan,
  createdAt: iso(r.created_at),
  ...(r.passkeys?.length ? { passkeys: r.passkeys } : {}),
});

export interface ResumeRow {
  id: string;
  owner_id: string;
  data: ResumeData;
  file_id: string | null;
  created_at: Date;
}
export const toResume = (r: ResumeRow): ResumeRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  data: r.data,
  fileId: r.file_id,
  createdAt: iso(r.created_at),
});

export interface PortfolioRow {
  id: string;
  owner_id: string;
  resume_id: string | null;
  client_id: string | null;
  title: string;
  template_id: TemplateId;
  theme: string;
  resume: ResumeData;
  settings: PortfolioSettings;
  published: boolean;
  views: number;
  shares: number;
  downloads: number;
  revision: number;
  created_at: Date;
  updated_at: Date;
  slug: string | null;
}
export const toPortfolio = (r: PortfolioRow): PortfolioRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  resumeId: r.resume_id,
  clientId: r.client_id,
  title: r.title,
  templateId: r.template_id,
  theme: r.theme,
  resume: r.resume,
  settings: r.settings,
  published: r.published,
  views: r.views,
  shares: r.shares,
  downloads: r.downloads,
  revision: r.revision,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  slug: r.slug,
});

export interface MessageRow {
  id: string;
  portfolio_id: string;
  owner_id: string;
  name: string;
  email: string;
  message: string;
  read: boolean;
  created_at: Date;
}
export const toMessage = (r: MessageRow): MessageRecord => ({
  id: r.id,
  portfolioId: r.portfolio_id,
  ownerId: r.owner_id,
  name: r.name,
  email: r.email,
  message: r.message,
  read: r.read,
  createdAt: iso(r.created_at),
});

export interface DailyStatRow {
  portfolio_id: string;
  date: string;
  views: number;
  unique_visitors: number;
  shares: number;
  downloads: number;
  visitor_hashes: string[];
}
export const toDailyStat = (r: DailyStatRow): DailyStatRecord => ({
  portfolioId: r.portfolio_id,
  date: r.date,
  views: r.views,
  uniqueVisitors: r.unique_visitors,
  shares: r.shares,
  downloads: r.downloads,
  visitorHashes: r.visitor_hashes,
});

export interface InboundRow {
  id: string;
  kind: InboundContactRecord['kind'];
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: boolean;
  created_at: Date;
}
export const toInbound = (r: InboundRow): InboundContactRecord => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  handled: r.handled,
  createdAt: iso(r.created_at),
});

export interface OidcRow {
  model: string;
  id: string;
  payload: Record<string, unknown>;
  expires_at: Date | null;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
}
export const toOidc = (r: OidcRow): OidcRecord => ({
  model: r.model,
  id: r.id,
  payload: r.payload,
  expiresAt: r.expires_at ? r.expires_at.getTime() : null,
  ...(r.grant_id !== null ? { grantId: r.grant_id } : {}),
  ...(r.uid !== null ? { uid: r.uid } : {}),
  ...(r.user_code !== null ? { userCode: r.user_code } : {}),
});
