-- Job applications (issue 23): each may own one private link on one of the owner's portfolios. A
-- deleted application stays as a tombstone (deleted_at set, content emptied) so a creation retried
-- with its client id cannot bring it back.

CREATE TABLE applications (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text,
  link_id text REFERENCES private_links (id) ON DELETE SET NULL,
  portfolio_id text REFERENCES portfolios (id) ON DELETE SET NULL,
  company text NOT NULL,
  role text NOT NULL,
  posting text NOT NULL,
  status text NOT NULL,
  applied_on date,
  next_step text NOT NULL,
  next_step_on date,
  notes text NOT NULL,
  tracking boolean NOT NULL,
  revision integer NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deleted_at timestamptz,
  UNIQUE (owner_id, client_id)
);
CREATE INDEX applications_owner_idx ON applications (owner_id, updated_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX applications_link_idx ON applications (link_id) WHERE link_id IS NOT NULL;
CREATE INDEX private_links_last_open_idx ON private_links (last_opened_at) WHERE last_opened_at IS NOT NULL;
