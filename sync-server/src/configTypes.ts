/** The server's configuration, read once from the environment by config.ts (its only reader). */
export interface UpstreamGoogle {
  kind: 'google';
  clientId: string;
  clientSecret: string;
}
export interface UpstreamOidc {
  kind: 'oidc';
  /** Provider id used in `/auth/login/{id}`; defaults to 'oidc'. */
  id: string;
  /** Button label, e.g. "Continue with Acme SSO". */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}
export type UpstreamProvider = UpstreamGoogle | UpstreamOidc;

export type LocalSignin = 'off' | 'loopback' | 'everyone';

export interface LlmConfig {
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface MailConfig {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  url: string;
  /** The From address, e.g. `Folio <folio@example.org>`. */
  from: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * PostgreSQL connection URL (DATABASE_URL): all data, files and shared server state live there, and
   * any number of server processes may use it. Null: the embedded store in dataDir.
   */
  databaseUrl: string | null;
  /** Origin the world reaches this server at, no trailing slash (e.g. http://localhost:8787). */
  publicUrl: string;
  nodeEnv: 'production' | 'development' | 'test';
  /**
   * Who may use the local account page (name + email, no password): nobody, clients on this machine
   * only (auth/clientAddress.ts decides), or everyone (ALLOW_LOCAL_SIGNIN=true, an explicit choice).
   */
  localSignin: LocalSignin;
  /** Passkeys (WebAuthn) for accounts of the embedded provider; needs PUBLIC_URL on https or localhost. */
  passkeys: boolean;
  /**
   * Extra origins the PWA may run at (redirect URIs, token-endpoint CORS): Vite's dev server when
   * `npm run dev` passes DEV_ORIGINS. Empty by default.
   */
  devOrigins: string[];
  /**
   * PUBLIC_URL was given, so the server knows its public name: a dotted Host it does not know can
   * only be a custom domain (404 unless verified). Without it (the embedded default on localhost) an
   * unknown name, such as the machine's own name on a LAN, still gets the app.
   */
  publicUrlGiven: boolean;
  upstream: UpstreamProvider[];
  /** The built PWA (vite's dist) served at /, or null when it is not built (API-only tests). */
  staticDir: string | null;
  /** Honour X-Forwarded-For / -Proto from a reverse proxy. */
  trustProxy: boolean;
  rateLimits: {
    uploadsPerHour: number;
    contactPerHour: number;
  };
  /** How long an upload's whole body may take to arrive before it is refused (408); slow-client defence. */
  uploadBodyTimeoutMs: number;
  /** Uploads no portfolio uses are deleted this long after they were made (UNUSED_UPLOAD_RETENTION_DAYS). */
  unusedUploadRetentionMs: number;
  llm: LlmConfig | null;
  /**
   * The operator's accounts (ADMIN_EMAILS, lower-cased): they read what visitors send through the
   * landing page. Which accounts' emails count is decided in routes/admin/role.ts.
   */
  adminEmails: string[];
  /**
   * DNS servers (`ip` or `ip:port`) custom domains' TXT records are looked up at (DNS_SERVERS);
   * null: the system's resolvers.
   */
  dnsServers: string[] | null;
  /**
   * How long a verified custom domain serves before its TXT record is looked up again
   * (DOMAIN_RECHECK_HOURS); the check runs when the domain is visited after that.
   */
  domainRecheckMs: number;
  /**
   * Days the opens of a private link are kept (LINK_OPEN_RETENTION_DAYS, 180 by default): a link
   * last opened longer ago loses its visitor hashes, counts and dates.
   */
  linkOpenRetentionDays: number;
  /** Outgoing mail (SMTP_URL, MAIL_FROM), for first-open notices of private links; null: no mail. */
  mail: MailConfig | null;
}
