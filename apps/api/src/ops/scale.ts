// Multiplies the sample data (weapons with builds, damage models, pros/cons and tags; keycards with
// items, difficulties and price history) for growth benchmarks: factor 10 → ten copies in all.
// Copies are made in SQL (insert … select), so ×100 takes seconds, not minutes.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

export async function scaleContent(db: Db, factor: number): Promise<void> {
  if (!Number.isInteger(factor) || factor < 2) return;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`create temporary table original_weapons on commit drop as select id, slug from weapons`,
    );
    await tx.execute(sql`create temporary table original_cards on commit drop as select id from keycards`);
    for (let i = 2; i <= factor; i++) {
      const suffix = `-x${i}`;
      await tx.execute(sql`insert into weapons (slug, name, category_id, description, image_url, is_new, overview, notes, damage, fire_rate, range, capacity, reload_time, mobility, control, accuracy, stability, handling, armor_pen, recoil, hip_fire, name_original, stats_source, stats_as_of, base_stats_source, base_stats_as_of, older_figures)
        select w.slug || ${suffix}, w.name || ' ' || ${String(i)}, category_id, description, image_url, is_new, overview, notes, damage, fire_rate, range, capacity, reload_time, mobility, control, accuracy, stability, handling, armor_pen, recoil, hip_fire, name_original, stats_source, stats_as_of, base_stats_source, base_stats_as_of, older_figures
        from weapons w join original_weapons o on o.id = w.id`);
      const pair = sql`from original_weapons o join weapons n on n.slug = o.slug || ${suffix}`;
      await tx.execute(
        sql`insert into weapon_models (weapon_id, caliber, armor_damage, zone_multipliers, range_bands, source) select n.id, m.caliber, m.armor_damage, m.zone_multipliers, m.range_bands, m.source ${pair} join weapon_models m on m.weapon_id = o.id`,
      );
      await tx.execute(
        sql`insert into weapon_pros_cons (weapon_id, attribute_text, is_pro, position) select n.id, p.attribute_text, p.is_pro, p.position ${pair} join weapon_pros_cons p on p.weapon_id = o.id`,
      );
      await tx.execute(
        sql`insert into weapon_tags (weapon_id, tag_id) select n.id, t.tag_id ${pair} join weapon_tags t on t.weapon_id = o.id`,
      );
      await tx.execute(
        sql`insert into weapon_views (weapon_id, count) select n.id, v.count ${pair} join weapon_views v on v.weapon_id = o.id`,
      );
      await tx.execute(sql`insert into builds (weapon_id, name, description, rating, build_code, creator_name, control, handling, stability, accuracy, range, created_at, updated_at)
        select n.id, b.name || ' #' || b.id, b.description, b.rating, b.build_code, b.creator_name, b.control, b.handling, b.stability, b.accuracy, b.range, b.created_at, b.updated_at ${pair} join builds b on b.weapon_id = o.id`);
      const buildPair = sql`${pair} join builds b on b.weapon_id = o.id join builds nb on nb.weapon_id = n.id and nb.name = b.name || ' #' || b.id`;
      await tx.execute(
        sql`insert into build_attachments (build_id, name, type, position) select nb.id, a.name, a.type, a.position ${buildPair} join build_attachments a on a.build_id = b.id`,
      );
      await tx.execute(
        sql`insert into build_tag_links (build_id, tag_id) select nb.id, l.tag_id ${buildPair} join build_tag_links l on l.build_id = b.id`,
      );

      await tx.execute(sql`insert into keycards (id, name, name_original, image_url, durability, card_value, map_id, rarity_id, location_img, location, room_info)
        select k.id || ${suffix}, k.name || ' ' || ${String(i)}, name_original, image_url, durability, card_value, map_id, rarity_id, location_img, location, room_info
        from keycards k join original_cards o on o.id = k.id`);
      await tx.execute(
        sql`insert into keycard_items (keycard_id, item_type_id, quantity) select i.keycard_id || ${suffix}, i.item_type_id, i.quantity from keycard_items i join original_cards o on o.id = i.keycard_id`,
      );
      await tx.execute(
        sql`insert into keycard_difficulties (keycard_id, difficulty_id, is_available) select d.keycard_id || ${suffix}, d.difficulty_id, d.is_available from keycard_difficulties d join original_cards o on o.id = d.keycard_id`,
      );
      await tx.execute(
        sql`insert into price_history (keycard_id, old_value, new_value, changed_at) select h.keycard_id || ${suffix}, h.old_value, h.new_value, h.changed_at from price_history h join original_cards o on o.id = h.keycard_id`,
      );
    }
  });
}
