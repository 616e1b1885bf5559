-- How common a saved search's word is among the listings it would be alerted about: the share of
-- the table's search documents holding a lexeme that begins with `stem`, from the statistics
-- ANALYZE keeps of the search_vector column (its most common elements). A word not among them is
-- rarer than all of them: 0. A saved search is indexed by its rarest word, so a new listing full of
-- common words meets few candidates (issue 35).
CREATE FUNCTION lexeme_frequency(src text, stem text) RETURNS real
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(f.freq), 0)::real
  FROM pg_stats AS s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS f(e, freq)
  WHERE s.schemaname = current_schema() AND s.tablename = src AND s.attname = 'search_vector'
    AND starts_with(f.e, stem)
$$;
