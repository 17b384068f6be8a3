-- Passkeys (a credential id signs in to one account only), private links per application, and the
-- owner (client address) of anonymous sign-in records so one client can hold only so many.

CREATE TABLE user_passkeys (
  credential_id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports json NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  seq bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX user_passkeys_user_idx ON user_passkeys (user_id, seq);

CREATE TABLE private_links (
  id text PRIMARY KEY,
  token text NOT NULL UNIQUE,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  owner_id text NOT NULL,
  label text NOT NULL,
  reveal json NOT NULL,
  expires_at timestamptz,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz,
  first_opened_at timestamptz,
  last_opened_at timestamptz,
  visitors integer NOT NULL DEFAULT 0,
  unfurls integer NOT NULL DEFAULT 0,
  visitor_hashes text[] NOT NULL DEFAULT '{}',
  open_seen boolean NOT NULL DEFAULT false
);
CREATE INDEX private_links_portfolio_idx ON private_links (portfolio_id, created_at DESC);
CREATE INDEX private_links_owner_idx ON private_links (owner_id) WHERE first_opened_at IS NOT NULL AND NOT open_seen;

ALTER TABLE oidc ADD COLUMN owner text;
ALTER TABLE oidc ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX oidc_owner_idx ON oidc (model, owner, seq) WHERE owner IS NOT NULL;
CREATE INDEX oidc_model_owned_idx ON oidc (model, seq) WHERE owner IS NOT NULL;
