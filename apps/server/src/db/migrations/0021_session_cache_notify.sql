-- The session cache (plugins/sessions.ts) keeps each process's signed-in sessions in memory, tagged
-- session:<id_hash> and user:<user_id>. A session row that goes (sign-out, sign-out elsewhere,
-- password recovery, the purge, an account removed) tells every process on the public cache's
-- channel, whose listener and write fence serve both caches; a person's row changing (nickname,
-- status) already sends user:<id> (migration 0018). The touch of last_seen_at tells no one: each
-- process extends its own copy, and a copy that looks expired is read again before it is called over.
CREATE TRIGGER public_cache_sessions AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION public_cache_notify('session=id_hash');
