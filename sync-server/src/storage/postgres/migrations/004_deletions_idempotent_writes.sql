-- What the store remembers per account so that retries behave: portfolios their owners deleted (a
-- create retried with the clientId must not bring one back, an edit of one answers 410) and edits
-- applied under an idempotency key (a retry is answered as the first try was). Both are bounded per
-- owner by the server (DELETED_KEPT_PER_OWNER, WRITES_KEPT_PER_OWNER) and go with the account.

CREATE TABLE deleted_portfolios (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text,
  deleted_at timestamptz NOT NULL,
  -- Deletion order, for keeping the newest per owner (deleted_at can tie).
  seq bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX deleted_portfolios_owner_idx ON deleted_portfolios (owner_id, seq DESC);
CREATE INDEX deleted_portfolios_client_idx ON deleted_portfolios (owner_id, client_id) WHERE client_id IS NOT NULL;

-- No foreign key to portfolios: as in the embedded store, a write's record outlives its portfolio.
CREATE TABLE idempotent_writes (
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  portfolio_id text NOT NULL,
  fingerprint text NOT NULL,
  at timestamptz NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (owner_id, key)
);
CREATE INDEX idempotent_writes_owner_idx ON idempotent_writes (owner_id, seq DESC);
