-- Equipment search at a hundred thousand pieces (issue 27). Migration 0017's document function was
-- declared IMMUTABLE but built with concat_ws, which PostgreSQL marks STABLE (it formats its
-- arguments through their output functions). The planner inlines an SQL function only when its body
-- is as immutable as the function says, so every piece the trigram index offered was rechecked
-- through a call of the function: staff's 'rack' (27,022 of 100,017 pieces) spent 50 of its 65 ms
-- on PostgreSQL in those calls. The same document from immutable parts (text concatenation; an empty
-- field is an empty text between separators where concat_ws left the field out, which changes no
-- match: no term holds the separator) is inlined, and the recheck reads the expression directly
-- (22 ms for the same pieces). The index holds the documents the old body built, so it is rebuilt.

CREATE OR REPLACE FUNCTION equipment_search_doc(equipmentid integer, description text, serialnumber text,
  modelnumber text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(equipmentid::text || chr(1) || coalesce(description, '') || chr(1) || coalesce(serialnumber, '')
    || chr(1) || coalesce(modelnumber, ''));

REINDEX INDEX equipment_search_trgm;
