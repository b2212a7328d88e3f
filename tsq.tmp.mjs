import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create();
for (const q of ["select to_tsvector('simple', 'TEST-001 C02XK1ABJG5H Apple MacBook Pro 14')::text as v", "select to_tsvector('simple', 'TEST-001') @@ to_tsquery('simple', 'test:* & 00:*') as m", "select to_tsquery('simple', 'test:* & 00:*')::text as q"]) console.log((await db.query(q)).rows);
