-- Two-character ticket searches (issue 27). The trigram index (migration 0004) finds a term of three
-- characters or more; pg_trgm takes no trigram from a shorter one, so a two-character term (a serial
-- number's 'X7') read every document of the caller's companies: at a million tickets, Acme's 236,603
-- (count 105 ms cold on PGlite, 87 ms on PostgreSQL) for 1,392 matches. Each document's character
-- pairs now have their own index: a pair term reads only the documents that hold it. Pairs across the
-- fields' separator (chr(1)) are left out, as no term holds it. Three characters and more keep using
-- the trigram index; one character reads every document, as before.

CREATE FUNCTION search_pairs(doc text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  pairs text[] := '{}';
  pair text;
BEGIN
  FOR i IN 1 .. char_length(doc) - 1 LOOP
    pair := substr(doc, i, 2);
    IF strpos(pair, chr(1)) = 0 THEN
      pairs := pairs || pair;
    END IF;
  END LOOP;
  RETURN pairs;
END $$;

CREATE INDEX ticket_search_doc_pairs ON ticket_search USING gin (companyid, search_pairs(doc));

ANALYZE ticket_search;
