-- Published versions of a portfolio (storage.versions): newest first, the last VERSIONS_KEPT kept.
CREATE TABLE versions (
  id text PRIMARY KEY,
  portfolio_id text NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  created_at timestamptz NOT NULL,
  changes json NOT NULL,
  content json NOT NULL,
  -- A retried publish of one revision is one version.
  UNIQUE (portfolio_id, revision)
);
CREATE INDEX versions_portfolio_idx ON versions (portfolio_id, revision DESC);
