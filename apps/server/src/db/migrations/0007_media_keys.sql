-- Profiles kept the absolute addresses of their avatar and header sizes, built from PUBLIC_URL when
-- the picture was set (`http://localhost:3000/files/<key>`), so a site opened at another host name
-- or port showed none of them. They keep the storage keys now; answers build `/files/<key>`.
-- Keys never contain a slash, so what follows the last `/files/` is the key.
UPDATE "user_profiles" SET
  "avatar_url" = CASE WHEN "avatar_url" LIKE '%/files/%' THEN regexp_replace("avatar_url", '^.*/files/', '') ELSE "avatar_url" END,
  "avatar_thumb_url" = CASE WHEN "avatar_thumb_url" LIKE '%/files/%' THEN regexp_replace("avatar_thumb_url", '^.*/files/', '') ELSE "avatar_thumb_url" END,
  "header_url" = CASE WHEN "header_url" LIKE '%/files/%' THEN regexp_replace("header_url", '^.*/files/', '') ELSE "header_url" END
WHERE "avatar_url" LIKE '%/files/%' OR "avatar_thumb_url" LIKE '%/files/%' OR "header_url" LIKE '%/files/%';
