import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const cwd = '/srv/folio';

describe('loadConfig', () => {
  it('reads DNS_SERVERS as addresses with optional ports, and refuses anything else', () => {
    expect(loadConfig({}, cwd).dnsServers).toBeNull();
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, 1.1.1.1,[::1]:53' }, cwd).dnsServers).toEqual([
      '127.0.0.1:5353',
      '1.1.1.1',
      '[::1]:53',
    ]);
    for (const bad of ['dns.example', '127.0.0.1:99999', '127.0.0.1:x'])
      expect(() => loadConfig({ DNS_SERVERS: bad }, cwd), bad).toThrow('DNS_SERVERS');
  });

  it('keeps private-link opens 180 days unless LINK_OPEN_RETENTION_DAYS says otherwise, refusing nonsense', () => {
    expect(loadConfig({}, cwd).linkOpenRetentionDays).toBe(180);
    expect(loadConfig({ LINK_OPEN_RETENTION_DAYS: '30' }, cwd).linkOpenRetentionDays).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'soon', '9999'])
      expect(() => loadConfig({ LINK_OPEN_RETENTION_DAYS: bad }, cwd), bad).toThrow(
        'LINK_OPEN_RETENTION_DAYS',
      );
  });

  it('re-checks verified domains daily unless DOMAIN_RECHECK_HOURS says otherwise, refusing nonsense', () => {
    expect(loadConfig({}, cwd).domainRecheckMs).toBe(24 * 3_600_000);
    expect(loadConfig({ DOMAIN_RECHECK_HOURS: '6' }, cwd).domainRecheckMs).toBe(6 * 3_600_000);
    expect(loadConfig({ DOMAIN_RECHECK_HOURS: '0' }, cwd).domainRecheckMs).toBe(0);
    for (const bad of ['1.5', 'daily', '721'])
      expect(() => loadConfig({ DOMAIN_RECHECK_HOURS: bad }, cwd), bad).toThrow('DOMAIN_RECHECK_HOURS');
  });

  it('sends mail only with SMTP_URL and MAIL_FROM together, never echoing the password', () => {
    expect(loadConfig({}, cwd).mail).toBeNull();
    const env = { SMTP_URL: 'smtps://u:secret@mail.example.org:465', MAIL_FROM: 'Folio <folio@example.org>' };
    expect(loadConfig(env, cwd).mail).toEqual({ url: env.SMTP_URL, from: env.MAIL_FROM });
    expect(() => loadConfig({ SMTP_URL: env.SMTP_URL }, cwd)).toThrow('MAIL_FROM');
    expect(() => loadConfig({ MAIL_FROM: env.MAIL_FROM }, cwd)).toThrow('SMTP_URL');
    expect(() => loadConfig({ ...env, MAIL_FROM: 'nobody' }, cwd)).toThrow('MAIL_FROM');
    let message = '';
    try {
      loadConfig({ ...env, SMTP_URL: 'http://u:secret@mail.example.org' }, cwd);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain('secret');
  });

  it('runs with no configuration at all: port 8787, ./data, local sign-in on this machine only', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(8787);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/folio/data');
    expect(config.publicUrl).toBe('http://localhost:8787');
    expect(config.nodeEnv).toBe('development');
    expect(config.localSignin).toBe('loopback');
    expect(config.passkeys).toBe(true);
    expect(config.devOrigins).toEqual([]);
    expect(config.upstream).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.llm).toBeNull();
  });

  it('derives the public URL from PORT and strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '9000' }, cwd).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://folio.example.org/' }, cwd).publicUrl).toBe(
      'https://folio.example.org',
    );
  });

  it.each(['0', '65536', 'abc', '80.5', '-1'])('refuses PORT=%s naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port }, cwd)).toThrow('PORT must be a number from 1 to 65535');
  });

  it('switches to PostgreSQL with DATABASE_URL, refusing anything else without echoing it', () => {
    expect(loadConfig({}, cwd).databaseUrl).toBeNull();
    const url = 'postgres://folio:secret@db.internal:5432/folio';
    expect(loadConfig({ DATABASE_URL: url }, cwd).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql:///folio?host=/run/pg' }, cwd).databaseUrl).toMatch(
      /^postgresql:/,
    );
    for (const bad of ['mysql://u:hunter2@h/db', 'hunter2']) {
      expect(() => loadConfig({ DATABASE_URL: bad }, cwd)).toThrow('DATABASE_URL must be a postgres://');
      expect(() => loadConfig({ DATABASE_URL: bad }, cwd)).not.toThrow(/hunter2/);
    }
  });

  it('refuses a Google client id without its secret, and the other way round', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' }, cwd)).toThrow('GOOGLE_CLIENT_SECRET');
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 's' }, cwd)).toThrow('GOOGLE_CLIENT_ID');
  });

  it('reads Google and a generic OIDC upstream', () => {
    const config = loadConfig(
      {
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        OIDC_UPSTREAM_ISSUER: 'https://sso.example.org/',
        OIDC_UPSTREAM_CLIENT_ID: 'oid',
        OIDC_UPSTREAM_CLIENT_SECRET: 'osecret',
        OIDC_UPSTREAM_NAME: 'Acme SSO',
      },
      cwd,
    );
    expect(config.upstream).toEqual([
      { kind: 'google', clientId: 'gid', clientSecret: 'gsecret' },
      {
        kind: 'oidc',
        id: 'oidc',
        label: 'Continue with Acme SSO',
        issuer: 'https://sso.example.org',
        clientId: 'oid',
        clientSecret: 'osecret',
      },
    ]);
  });

  it('refuses an OIDC upstream without an issuer URL or client secret', () => {
    expect(() => loadConfig({ OIDC_UPSTREAM_CLIENT_ID: 'x', OIDC_UPSTREAM_CLIENT_SECRET: 'y' }, cwd)).toThrow(
      'OIDC_UPSTREAM_ISSUER',
    );
    expect(() =>
      loadConfig({ OIDC_UPSTREAM_ISSUER: 'not a url', OIDC_UPSTREAM_CLIENT_ID: 'x' }, cwd),
    ).toThrow('OIDC_UPSTREAM_CLIENT_SECRET');
    expect(() =>
      loadConfig(
        { OIDC_UPSTREAM_ISSUER: 'ftp://x', OIDC_UPSTREAM_CLIENT_ID: 'x', OIDC_UPSTREAM_CLIENT_SECRET: 'y' },
        cwd,
      ),
    ).toThrow('OIDC_UPSTREAM_ISSUER must be an http(s) URL');
  });

  it('offers local sign-in to this machine only by default, to nobody in production, to all when asked', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    const prod = { NODE_ENV: 'production', PUBLIC_URL: 'https://folio.example.org' };
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).localSignin).toBe('loopback');
    expect(loadConfig({ ...prod }, cwd).localSignin).toBe('off');
    expect(loadConfig({ ...prod, ALLOW_LOCAL_SIGNIN: 'loopback' }, cwd).localSignin).toBe('loopback');
    expect(loadConfig({ ...prod, ALLOW_LOCAL_SIGNIN: 'true' }, cwd).localSignin).toBe('everyone');
    expect(loadConfig({ ALLOW_LOCAL_SIGNIN: 'false', ...google }, cwd).localSignin).toBe('off');
    expect(() => loadConfig({ ALLOW_LOCAL_SIGNIN: 'sometimes' }, cwd)).toThrow('ALLOW_LOCAL_SIGNIN must be');
  });

  it('turns passkeys on where browsers allow them (https or localhost, never an IP address)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://folio.example.org' }, cwd).passkeys).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:9000' }, cwd).passkeys).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.5:8787' }, cwd).passkeys).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://folio.lan:8787' }, cwd).passkeys).toBe(false);
    expect(loadConfig({ PASSKEYS: 'false' }, cwd).passkeys).toBe(false);
    expect(() => loadConfig({ PASSKEYS: 'true', PUBLIC_URL: 'http://127.0.0.1:8787' }, cwd)).toThrow(
      'PASSKEYS=true needs PUBLIC_URL',
    );
    // Without passkeys, local sign-in or an upstream there is no way in at all.
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://10.0.0.5:8787' }, cwd)).toThrow(
      'No sign-in method',
    );
  });

  it('adds development origins only when DEV_ORIGINS names them', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).devOrigins).toEqual([]);
    expect(loadConfig({ DEV_ORIGINS: 'http://localhost:5173' }, cwd).devOrigins).toEqual([
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ DEV_ORIGINS: 'http://localhost:5173/app' }, cwd)).toThrow('DEV_ORIGINS');
    expect(() => loadConfig({ DEV_ORIGINS: 'javascript:alert(1)' }, cwd)).toThrow('DEV_ORIGINS');
  });

  it('refuses unknown NODE_ENV, booleans and PUBLIC_URL values, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging' }, cwd)).toThrow('NODE_ENV must be one of');
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' }, cwd)).toThrow('TRUST_PROXY must be true or false');
    expect(() => loadConfig({ PUBLIC_URL: 'localhost:8787' }, cwd)).toThrow(
      'PUBLIC_URL must be an http(s) URL',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'http://x.org/?a=1' }, cwd)).toThrow(
      'PUBLIC_URL must not have a query',
    );
  });

  it('reads the operator’s emails from ADMIN_EMAILS, lower-cased, refusing anything else', () => {
    expect(loadConfig({}, cwd).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Jane@Example.org ,ops@x.org' }, cwd).adminEmails).toEqual([
      'jane@example.org',
      'ops@x.org',
    ]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'jane@example.org, jane' }, cwd)).toThrow('ADMIN_EMAILS');
  });

  it('reads the optional language model and refuses half a configuration', () => {
    const llm = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'small' }, cwd).llm;
    expect(llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: '',
      model: 'small',
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' }, cwd)).toThrow('LLM_MODEL');
    expect(() => loadConfig({ LLM_MODEL: 'm' }, cwd)).toThrow('LLM_BASE_URL');
    expect(() =>
      loadConfig({ LLM_BASE_URL: 'http://h/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' }, cwd),
    ).toThrow('LLM_TIMEOUT_MS');
  });

  describe('STATIC_DIR', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-static-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('must contain index.html', () => {
      expect(() => loadConfig({ STATIC_DIR: dir }, cwd)).toThrow(
        'STATIC_DIR must be a directory containing index.html',
      );
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
      expect(loadConfig({ STATIC_DIR: dir }, cwd).staticDir).toBe(dir);
    });
  });
});
