-- Folio's first PostgreSQL schema: the records of storage/types.ts, the uploaded files, and the state
-- server processes share (sign-in records, secrets, rate limits, de-duplication).
-- Ids are made by the server (ids.ts). Times are timestamptz; JSON documents are `json`, kept as given
-- (key order, any string content), because nothing queries inside them.

CREATE TABLE users (
  id text PRIMARY KEY,
  subject text NOT NULL UNIQUE,
  provider text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  plan text NOT NULL DEFAULT 'free',
  created_at timestamptz NOT NULL
);
CREATE INDEX users_email_idx ON users (lower(email));

-- Original PDFs (and any other uploaded bytes), by id; sha256 lets a copy be verified.
CREATE TABLE files (
  id text PRIMARY KEY,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE resumes (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  data json NOT NULL,
  file_id text REFERENCES files (id),
  created_at timestamptz NOT NULL,
  -- Creation order, for "the owner's latest upload" (created_at can tie).
  seq bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX resumes_owner_idx ON resumes (owner_id, seq DESC);
CREATE INDEX resumes_file_idx ON resumes (file_id) WHERE file_id IS NOT NULL;

CREATE TABLE portfolios (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resume_id text REFERENCES resumes (id) ON DELETE SET NULL,
  client_id text,
  title text NOT NULL,
  template_id text NOT NULL,
  theme text NOT NULL,
  resume json NOT NULL,
  settings json NOT NULL,
  published boolean NOT NULL,
  views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  shares integer NOT NULL DEFAULT 0 CHECK (shares >= 0),
  downloads integer NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Idempotent creates: one portfolio per (owner, client-generated id).
  UNIQUE (owner_id, client_id)
);
CREATE INDEX portfolios_owner_idx ON portfolios (owner_id, updated_at DESC);
CREATE INDEX portfolios_resume_idx ON portfolios (resume_id) WHERE resume_id IS NOT NULL;
CREATE INDEX portfolios_published_idx ON portfolios (id) WHERE published;

CREATE TABLE messages (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX messages_owner_idx ON messages (owner_id, created_at DESC);
CREATE INDEX messages_portfolio_idx ON messages (portfolio_id);

CREATE TABLE daily_stats (
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  unique_visitors integer NOT NULL DEFAULT 0,
  shares integer NOT NULL DEFAULT 0,
  downloads integer NOT NULL DEFAULT 0,
  PRIMARY KEY (portfolio_id, day)
);

-- Today's salted visitor hashes: the primary key makes a repeat visit count once, however many
-- servers see it at the same moment. Older days are deleted (their salt is gone, they match nothing).
CREATE TABLE daily_visitors (
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor_hash text NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (portfolio_id, day, visitor_hash)
);
CREATE INDEX daily_visitors_day_idx ON daily_visitors (day);

CREATE TABLE inbound (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'newsletter')),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX inbound_kind_idx ON inbound (kind);

-- oidc-provider's adapter records (sessions, interactions, grants, codes, tokens).
CREATE TABLE oidc (
  model text NOT NULL,
  id text NOT NULL,
  payload json NOT NULL,
  expires_at timestamptz,
  grant_id text,
  uid text,
  user_code text,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_grant_idx ON oidc (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_uid_idx ON oidc (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_user_code_idx ON oidc (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_expires_idx ON oidc (expires_at) WHERE expires_at IS NOT NULL;

-- Keys every server process must share: token signing keys, cookie keys, the daily visitor salt.
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window request counters, shared so a limit holds across all servers.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);

-- Small sets with an expiry: "first time today" claims (one share per link-preview bot) and capped
-- sets (visitors one address may bring to a portfolio in a day).
CREATE TABLE claims (
  key text NOT NULL,
  member text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, member)
);
CREATE INDEX claims_expires_idx ON claims (expires_at);
