// Corrections: a player proposes a new value for a sourced fact; nothing changes until an editor
// accepts, and the change is then a revision credited to the player. Rejection needs a reason;
// bad input is a 400; nobody decides their own; every route × every role.
import { CORRECTIONS_PER_DAY } from '@dfwiki/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createTestApp,
  engine,
  newPlayer as registerPlayer,
  type Role,
  ROLES,
  type TestApp,
} from '../../harness';

let t: TestApp;
let weapon: { id: number; slug: string };
let card: { id: string; card_value: number };

beforeAll(async () => {
  t = await createTestApp({ sessions: true });
  const weapons = (await call('GET', '/weapons', undefined, {})).json().data.weapons;
  weapon = weapons.find((w: { damage: number | null }) => typeof w.damage === 'number') ?? weapons[0];
  card = (await call('GET', '/keycards', undefined, {})).json().data.keycards[0];
});
afterAll(() => t.close());

const call = apiCaller(() => t, 'user');

const newPlayer = (nickname: string) => registerPlayer(t, nickname);

const SOURCE = 'https://example.org/patch-notes';
let bump = 0;
/** A weapon damage correction to a value it does not have yet. */
const damageFix = (overrides: Record<string, unknown> = {}) => ({
  entity: 'weapon',
  id: weapon.id,
  field: 'damage',
  value: 20 + ++bump,
  source_url: SOURCE,
  note: 'Patch 1.4 changed it.',
  ...overrides,
});

async function send(player: Record<string, string>, body: Record<string, unknown> = damageFix()) {
  const res = await call('POST', '/corrections', body, player);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.correction as { id: number; status: string; value: unknown };
}

const decide = (id: number, body: Record<string, unknown>, headers = t.as.editor) =>
  call('POST', `/corrections/${id}/decision`, body, headers);

/** The card as the public list shows it now. */
const cardNow = async () => {
  await t.ctx.cache.invalidate();
  const { keycards } = (await call('GET', '/keycards', undefined, {})).json().data;
  return keycards.find((k: { id: string }) => k.id === card.id);
};

const publicDamage = async () => {
  await t.ctx.cache.invalidate();
  return (await call('GET', `/weapons/${weapon.slug}`, undefined, {})).json().data.weapon.damage;
};

describe(`corrections (${engine()})`, () => {
  it('a correction changes nothing until accepted; then it is a revision credited to the player', async () => {
    const player = await newPlayer('Lapwing');
    const before = await publicDamage();
    const sent = await send(player, damageFix({ value: 31.5 }));
    expect(sent).toMatchObject({ status: 'pending', value: 31.5, entity: 'weapon', field: 'damage' });
    expect(await publicDamage()).toBe(before);

    const queue = (await call('GET', '/corrections', undefined, t.as.editor)).json().data.corrections;
    expect(queue.find((c: { id: number }) => c.id === sent.id)).toMatchObject({
      current_value: before,
      source_url: SOURCE,
      author: { nickname: 'Lapwing' },
    });

    const res = await decide(sent.id, { decision: 'accept' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.correction).toMatchObject({ status: 'accepted', reviewer: 'editor' });
    expect(await publicDamage()).toBe(31.5);

    const [revision] = (
      await call('GET', `/revisions?entity=weapon&id=${weapon.id}`, undefined, t.as.editor)
    ).json().data.revisions;
    expect(revision).toMatchObject({
      action: 'update',
      by: { nickname: 'Lapwing' },
      changes: [{ field: 'damage', from: before, to: 31.5 }],
    });
    const mine = (await call('GET', '/corrections/mine', undefined, player)).json().data.corrections;
    expect(mine[0]).toMatchObject({ id: sent.id, status: 'accepted' });
    expect((await decide(sent.id, { decision: 'reject', note: 'late' })).json().error.code).toBe(
      'CORRECTION_CLOSED',
    );
  });

  it('an accepted card price goes through the price history and is labelled with its source and day', async () => {
    const player = await newPlayer('Shoveler');
    const sent = await send(player, {
      entity: 'keycard',
      id: card.id,
      field: 'card_value',
      value: card.card_value + 1234,
      source_url: 'https://prices.example.net/cards',
      note: '',
    });
    expect((await decide(sent.id, { decision: 'accept' })).statusCode).toBe(200);
    const after = await cardNow();
    expect(after).toMatchObject({ card_value: card.card_value + 1234, price_source: 'prices.example.net' });
    expect(after.price_as_of).toBe(new Date().toISOString().slice(0, 10));
    const history = (await call('GET', `/keycards/${card.id}/price-history`, undefined, {})).json().data
      .price_history;
    expect(history[0]).toMatchObject({ old_value: card.card_value, new_value: card.card_value + 1234 });
  });

  it('a rejection needs a reason, which the player sees; the fact stays as it was', async () => {
    const player = await newPlayer('Garganey');
    const before = await publicDamage();
    const sent = await send(player);
    const noReason = await decide(sent.id, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].path).toBe('note');
    expect(
      (await decide(sent.id, { decision: 'reject', note: 'The source is about another mode.' })).statusCode,
    ).toBe(200);
    const mine = (await call('GET', '/corrections/mine', undefined, player)).json().data.corrections[0];
    expect(mine).toMatchObject({ status: 'rejected', decision_note: 'The source is about another mode.' });
    expect(await publicDamage()).toBe(before);
  });

  it('refuses bad input with 400 and a code, never a 500', async () => {
    const player = await newPlayer('Smew');
    const cases: [string, Record<string, unknown>, string][] = [
      ['a field that is not a fact', damageFix({ field: 'image_url', value: '/x.png' }), 'VALIDATION_ERROR'],
      ['a javascript: source', damageFix({ source_url: 'javascript:alert(1)' }), 'VALIDATION_ERROR'],
      ['an ftp source', damageFix({ source_url: 'ftp://example.org/x' }), 'VALIDATION_ERROR'],
      ['no source', damageFix({ source_url: '' }), 'VALIDATION_ERROR'],
      ['an unknown entity', damageFix({ entity: 'operator' }), 'VALIDATION_ERROR'],
      ['a weapon that does not exist', damageFix({ id: 999999 }), 'UNKNOWN_REFERENCE'],
      [
        'a card that does not exist',
        { ...damageFix(), entity: 'keycard', id: 'no-such-card', field: 'location', value: 'x' },
        'UNKNOWN_REFERENCE',
      ],
      ['text for a number', damageFix({ value: 'lots' }), 'VALIDATION_ERROR'],
      [
        'a negative price',
        { ...damageFix(), entity: 'keycard', id: card.id, field: 'card_value', value: -5 },
        'VALIDATION_ERROR',
      ],
      [
        'the value it already has',
        {
          ...damageFix(),
          entity: 'keycard',
          id: card.id,
          field: 'card_value',
          value: (await cardNow()).card_value,
        },
        'VALIDATION_ERROR',
      ],
      ['an extra field', { ...damageFix(), status: 'accepted' }, 'VALIDATION_ERROR'],
    ];
    for (const [what, body, code] of cases) {
      const res = await call('POST', '/corrections', body, player);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().error.code, what).toBe(code);
    }
    expect((await call('GET', '/corrections/mine', undefined, player)).json().data.corrections).toEqual([]);
    expect((await call('GET', '/corrections?status=lost', undefined, t.as.editor)).statusCode).toBe(400);
  });

  it(`allows ${CORRECTIONS_PER_DAY} corrections a day per account, then 429`, async () => {
    const player = await newPlayer('Pochard');
    for (let i = 0; i < CORRECTIONS_PER_DAY; i++) await send(player);
    const over = await call('POST', '/corrections', damageFix(), player);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('CORRECTION_LIMIT');
  });

  it('nobody decides their own correction', async () => {
    const own = await send(t.as.editor);
    const res = await decide(own.id, { decision: 'accept' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('OWN_CORRECTION');
    expect((await decide(own.id, { decision: 'reject', note: 'Duplicate.' }, t.as.admin)).statusCode).toBe(
      200,
    );
  });

  describe('each route for each role', () => {
    const expected: Record<string, Record<Role, number>> = {
      'POST /corrections': { anonymous: 401, user: 201, editor: 201, admin: 201 },
      'GET /corrections/mine': { anonymous: 401, user: 200, editor: 200, admin: 200 },
      'GET /corrections': { anonymous: 401, user: 403, editor: 200, admin: 200 },
      'POST /corrections/{id}/decision': { anonymous: 401, user: 403, editor: 200, admin: 200 },
    };
    it.each(ROLES)('as %s', async (role) => {
      const headers = role === 'anonymous' ? {} : t.as[role];
      const pending = await send(await newPlayer(`Fix${role}`));
      const requests: Record<string, () => ReturnType<typeof call>> = {
        'POST /corrections': () => call('POST', '/corrections', damageFix(), headers),
        'GET /corrections/mine': () => call('GET', '/corrections/mine', undefined, headers),
        'GET /corrections': () => call('GET', '/corrections', undefined, headers),
        'POST /corrections/{id}/decision': () =>
          call('POST', `/corrections/${pending.id}/decision`, { decision: 'reject', note: 'No.' }, headers),
      };
      for (const [name, request] of Object.entries(requests)) {
        const res = await request();
        expect(res.statusCode, `${name} as ${role}: ${res.body.slice(0, 200)}`).toBe(expected[name]![role]);
      }
    });
  });
});
