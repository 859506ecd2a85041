import type pg from 'pg';

/**
 * N requests the way the garage gets them, spread over the last 14 months: Portuguese and Ukrainian
 * names (some shared by many, as surnames are), every service, statuses mostly worked through, a
 * few with the honeypot filled; stored and notified. Inserted as the superuser in one statement
 * (the trigger fills the search text as for any insert); the bench times reading, not writing.
 */
export async function seedRequests(db: pg.Client, count: number): Promise<void> {
  await db.query(
    `insert into public.contact_submissions
       (idempotency_key, name, email, phone, service, vehicle, preferred_date, message, honeypot_filled,
        status, owner_note, visitor_language, acknowledgement, created_at, last_contact_at, notified_at)
     select gen_random_uuid(),
            (array['Inês','João','Ana','Rui','Olena','Taras','Mariana','Oksana','Gonçalo','Iryna'])[1 + g % 10] || ' ' ||
              (array['Silva','Conceição','Gonçalves','Ferreira','Коваленко','Шевченко','Sousa','Бондаренко','Marques','Ткаченко','Lopes'])[1 + g % 11] ||
              ' ' || g,
            'visitor' || g || '@example.' || (array['pt','com','ua'])[1 + g % 3],
            '+351 9' || lpad((g * 7919 % 100000000)::text, 8, '0'),
            (array['full-detail','paint-correction','ceramic-coating','interior-detailing','ppf','express-detail'])[1 + g % 6],
            (array['BMW 320d Touring','Škoda Octavia','Tesla Model 3','Porsche 911','Toyota RAV4','Renault Clio'])[1 + g % 6],
            case when g % 4 = 0 then null else to_char(now() + (1 + g % 300) * interval '1 day', 'YYYY-MM-DD') end,
            case when g % 5 = 0 then null else
              'Riscos no capô e marcas de lavagem; pode ver na sexta? Подряпини на капоті, дякую. ' || repeat('Detalhe. ', g % 20)
            end,
            g % 97 = 0,
            case when g % 97 = 0 then 'spam' when g < $1::int / 50 then 'new'
                 else (array['contacted','confirmed','done','declined','done','done'])[1 + g % 6] end,
            case when g % 3 = 0 then 'Ligou de volta; prefere WhatsApp.' end,
            (array['pt','en','uk'])[1 + g % 3],
            'sent',
            now() - make_interval(secs => (g * 3600.0 * 10000 / $1::int * 1.02)::double precision),
            now() - make_interval(secs => (g * 3600.0 * 10000 / $1::int)::double precision),
            now() - make_interval(secs => (g * 3600.0 * 10000 / $1::int * 1.02)::double precision)
       from generate_series(1, $1::int) as g`,
    [count],
  );
  await db.query('analyze public.contact_submissions');
}
