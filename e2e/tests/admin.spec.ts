// Admin area end to end, as a new contributor would use it (issue #7): register → refused →
// promoted to editor by the admin → creates a weapon with a build and an uploaded image → the
// public builds pages show them → mass price update → the public price history shows it → logout.
import { deflateSync } from 'node:zlib';
import { adminPage, LOGIN_PATH, logIn, newAccount, register } from './accounts';
import { expect, newPage, test } from './fixtures';

/** A small valid PNG (solid colour), built here so the test needs no fixture file. */
function makePng(width = 24, height = 16, rgb: [number, number, number] = [200, 60, 20]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface ApiKeycard {
  id: string;
  name: string;
  card_value: number;
  map: { name: string };
  price_history: { new_value: number }[];
}

test('a new contributor registers, is promoted, edits content and updates prices', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const account = newAccount('Editor');
  const { run, nickname } = account;
  const weaponName = `E2E Rifle ${run}`;
  const buildName = `E2E Build ${run}`;
  const png = makePng();

  const page = await newPage(browser);

  await test.step('register; the plain account is refused the dashboard', async () => {
    await page.goto('/admin-register');
    await register(page, { ...account, password: 'short' }, 'other');
    await expect(
      page.getByText(
        'Password must be at least 12 characters and contain uppercase, lowercase, and special characters',
      ),
    ).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await register(page, account);
    await expect(page).toHaveURL(LOGIN_PATH);

    await logIn(page, { ...account, password: 'Wrong-Password-123!' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await logIn(page, account);
    await expect(page.getByRole('alert')).toHaveText('You do not have permission to access this page.');
    await page.goto('/admin/dashboard/quick');
    await expect(page).toHaveURL('/');
  });

  await test.step('the admin promotes the account to editor on the Users page', async () => {
    const admin = await adminPage(browser);
    await admin.getByRole('link', { name: 'Users' }).click();
    const role = admin.getByLabel(`Role of ${nickname}`);
    await expect(role).toHaveValue('user');
    await role.selectOption('editor');
    await expect(admin.getByText(`${nickname} updated.`)).toBeVisible();
    await expect(role).toHaveValue('editor');
    // The last admin cannot be demoted: the server's 409 message is shown and the role stays.
    await admin.getByLabel('Role of Admin').selectOption('user');
    await expect(admin.getByText('The last active admin cannot be demoted or disabled.')).toBeVisible();
    await expect(admin.getByLabel('Role of Admin')).toHaveValue('admin');
    await admin.context().close();
  });

  await test.step('the editor creates a weapon with an uploaded image', async () => {
    await logIn(page, account);
    await expect(page).toHaveURL('/admin/dashboard/quick');
    await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.getByRole('link', { name: /Create New Weapon/ }).click();
    await page.getByLabel('Name', { exact: true }).fill(weaponName);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Description').fill('Created by the end-to-end test.');
    await page
      .getByLabel('Weapon image')
      .setInputFiles({ name: 'rifle.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
    await page.getByLabel('Damage').fill('38');
    await page.getByLabel('Add a pro').fill('Easy to control');
    await page.getByLabel('Add a pro').press('Enter');
    await page.getByRole('button', { name: 'Create Weapon' }).click();
    await expect(page.getByRole('heading', { name: `Builds of ${weaponName}` })).toBeVisible();
  });

  await test.step('the editor adds a build with an image', async () => {
    await page.getByRole('link', { name: 'New Build' }).click();
    await page.getByLabel('Name', { exact: true }).fill(buildName);
    await page.getByLabel('Build code').fill(`E2E-${run}`);
    await page
      .getByLabel('Build image')
      .setInputFiles({ name: 'build.png', mimeType: 'image/png', buffer: makePng(32, 20, [20, 90, 200]) });
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create Build' }).click();
    await expect(page.getByRole('cell', { name: buildName, exact: true })).toBeVisible();
  });

  await test.step('the public builds index and detail page show them', async () => {
    const weapons = (await (await request.get('/api/v1/weapons')).json()).data.weapons as {
      name: string;
      slug: string;
      image_url: string | null;
      builds: { name: string }[];
    }[];
    const weapon = weapons.find((w) => w.name === weaponName);
    expect(weapon?.image_url).toMatch(/^\/uploads\/[a-f0-9]{64}\.webp$/);
    expect(weapon?.builds.map((b) => b.name)).toEqual([buildName]);

    const visitor = await newPage(browser);
    await visitor.goto('/wiki/weapons');
    await expect(visitor.getByText(weaponName).first()).toBeVisible();
    await visitor.goto(`/wiki/weapons/${weapon!.slug}`);
    await expect(visitor.getByRole('heading', { name: weaponName })).toBeVisible();
    await expect(visitor.getByText(buildName).first()).toBeVisible();
    await visitor.context().close();
  });

  const keycards = (await (await request.get('/api/v1/keycards')).json()).data.keycards as ApiKeycard[];
  const zeroDam = keycards.filter((k) => k.map.name === 'Zero Dam');
  // Two cards whose names are not part of any other card name (so matching and row lookups are exact).
  const [first, second] = zeroDam.filter(
    (k) => !keycards.some((o) => o.id !== k.id && o.name.toLowerCase().includes(k.name.toLowerCase())),
  );
  const up = first!.card_value + 1234;
  const down = second!.card_value - 1000;
  const money = (n: number) => n.toLocaleString('en-US');

  await test.step('the editor pastes a price list in the Mass Card Updater and updates prices', async () => {
    await page.getByRole('link', { name: 'Mass Card Updater' }).click();
    await expect(page.getByLabel('Map')).toHaveValue(/\d+/);
    await page.getByLabel('Map').selectOption({ label: 'Zero Dam' });
    await page
      .getByLabel('Price data')
      .fill(
        `${first!.name.toUpperCase()}: $${money(up)}\n\n${second!.name}: ${down}\nNowhere Key ${run}: 5,000`,
      );
    await page.getByRole('button', { name: 'Process Price Data' }).click();
    await expect(page.getByText('Found 2 items')).toBeVisible();
    await expect(page.getByText(`Could not find exact matches for: Nowhere Key ${run}`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Identified Prices' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const upPercent = ((1234 / first!.card_value) * 100).toFixed(1);
    await expect(table.getByRole('row').filter({ hasText: first!.name })).toContainText(
      `+${money(1234)} (+${upPercent}%)`,
    );
    await expect(table.getByRole('row').filter({ hasText: second!.name })).toContainText(`-${money(1000)}`);
    await page.getByRole('button', { name: 'Update Prices' }).click();
    await expect(page.getByText('Updated 2 items successfully, 0 failed')).toBeVisible();
    await expect(page.getByText('No prices identified yet.')).toBeVisible();
    const reference = page.getByRole('table', { name: 'Current Prices (Reference)' });
    await expect(reference.getByRole('row').filter({ hasText: first!.name })).toContainText(money(up));
  });

  await test.step('the public History modal on /wiki/cards shows the new entries', async () => {
    const after = (await (await request.get('/api/v1/keycards')).json()).data.keycards as ApiKeycard[];
    expect(after.find((k) => k.id === first!.id)?.price_history[0]?.new_value).toBe(up);
    expect(after.find((k) => k.id === second!.id)?.price_history[0]?.new_value).toBe(down);

    const visitor = await newPage(browser);
    await visitor.goto('/wiki/cards');
    await visitor
      .getByRole('row')
      .filter({ hasText: first!.name })
      .getByRole('button', { name: 'History' })
      .click();
    const dialog = visitor.getByRole('dialog');
    await expect(dialog).toContainText(first!.name);
    await expect(dialog).toContainText(money(up));
    await visitor.context().close();
  });

  await test.step('logout lands on /wiki/start and the admin area is closed again', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/wiki/start');
    await page.goto('/admin/dashboard/cards');
    await expect(page).toHaveURL('/');
  });
});
