-- Issue 20, point 7: the same search must list the same products every time. A broad word's first
-- matches (search reads up to 501 of them) may come from a sequential scan, and PostgreSQL starts a
-- sequential scan of a table larger than a quarter of shared_buffers where the last one stopped
-- (synchronize_seqscans), so at a million products "cotton" ranked a different 501 each time.
-- Without the right to alter the database (a managed service's restricted owner) this only warns:
-- set synchronize_seqscans = off for the app's role or in postgresql.conf (docs/deploy.md).
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET synchronize_seqscans = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'could not turn off synchronize_seqscans for this database: set it for the app''s role or in postgresql.conf';
END
$$;
