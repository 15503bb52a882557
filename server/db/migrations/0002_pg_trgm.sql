-- Trigram matching for the question search (ILIKE '%term%'), served by GIN indexes in the next
-- migration. drizzle-kit cannot express CREATE EXTENSION, hence this custom migration. On
-- PostgreSQL it needs the contrib package and a role that may create it (superuser, or a trusted
-- extension as pg_trgm is since PostgreSQL 13 for a database owner); PGlite loads it from
-- server/db/connect.ts (pgliteExtensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
