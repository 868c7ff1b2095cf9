// "Suggest a correction": the button opens the dialog (its code loaded on demand), which offers the
// fact group's fields with today's value, checks the source before sending, sends the contract's
// body, and shows the API's refusals by field, the daily limit, and a sign-in prompt when signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRECTIONS_PER_DAY } from '@dfwiki/shared';
import { renderPage } from '../../test/render-page';
import {
  bodiesSent,
  correction,
  serveCorrectionsApi,
  signedIn,
  signedOut,
} from '../../test/correction-fixture';
import { SuggestCorrection } from './suggest-correction';
import type { CorrectionSubject } from './correction-fields';

afterEach(() => vi.unstubAllGlobals());

const WEAPON: CorrectionSubject = {
  entity: 'weapon',
  id: 7,
  name: 'M4A1 Assault Rifle',
  values: { name: 'M4A1 Assault Rifle', damage: 30, fire_rate: 800, range: 50 },
};
const CARD: CorrectionSubject = {
  entity: 'keycard',
  id: 'east-wing',
  name: 'Zero Dam · East Wing',
  values: { name: 'East Wing', location: 'Admin block, 2nd floor', card_value: 120000, durability: 3 },
};

async function open(subject: CorrectionSubject) {
  renderPage(<SuggestCorrection subject={subject} />, { path: '/' });
  await userEvent.click(screen.getByRole('button', { name: 'Suggest a correction: ' + subject.name }));
  return screen.findByRole('dialog');
}

const SENT = () => ({ status: 201, body: { data: { correction: correction() } } });

describe('the correction dialog', () => {
  it("offers the fact group's fields under the page's names, and shows the value shown today", async () => {
    serveCorrectionsApi({ '/auth/check-token': () => signedIn() });
    const dialog = within(await open(WEAPON));
    const field = await dialog.findByLabelText(/What is wrong/);
    const options = within(field)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose…',
      'Name',
      'Damage',
      'Fire rate',
      'Range',
      'Magazine',
      'Reload time',
      'Mobility',
      'Control',
      'Accuracy',
      'Stability',
      'Handling',
      'Armour penetration',
      'Recoil',
      'Hip-fire',
    ]);
    await userEvent.selectOptions(field, 'fire_rate');
    expect(dialog.getByTestId('correction-today')).toHaveTextContent('800');
    expect(dialog.getByLabelText(/Correct value/)).toHaveAttribute('type', 'number');
    expect(dialog.getByLabelText(/Source link/)).toHaveAttribute('type', 'url');
  });

  it("a keycard's fields: name, area, value, uses and room; words are typed as text", async () => {
    serveCorrectionsApi({ '/auth/check-token': () => signedIn() });
    const dialog = within(await open(CARD));
    const field = await dialog.findByLabelText(/What is wrong/);
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Key name', 'Area', 'Value', 'Uses', 'Room contents']);
    await userEvent.selectOptions(field, 'location');
    expect(dialog.getByTestId('correction-today')).toHaveTextContent('Admin block, 2nd floor');
    expect(dialog.getByLabelText(/Correct value/).tagName).toBe('TEXTAREA');
  });

  it('sends nothing until the source is an http or https link', async () => {
    const fetch = serveCorrectionsApi({ '/auth/check-token': () => signedIn(), 'POST /corrections': SENT });
    const dialog = within(await open(WEAPON));
    await userEvent.selectOptions(await dialog.findByLabelText(/What is wrong/), 'damage');
    await userEvent.type(dialog.getByLabelText(/Correct value/), '31.5');
    for (const bad of ['javascript:alert(1)', 'ftp://example.org/notes', 'example.org']) {
      await userEvent.clear(dialog.getByLabelText(/Source link/));
      await userEvent.type(dialog.getByLabelText(/Source link/), bad);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(dialog.getByLabelText(/Source link/)).toHaveAccessibleDescription(
        'Enter a link that starts with http:// or https://.',
      );
    }
    expect(bodiesSent(fetch, 'POST', '/corrections')).toEqual([]);
  });

  it('sends the body the API takes, then thanks the player and links My corrections', async () => {
    const fetch = serveCorrectionsApi({ '/auth/check-token': () => signedIn(), 'POST /corrections': SENT });
    const dialog = within(await open(WEAPON));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(dialog.getByLabelText(/What is wrong/)).toHaveAccessibleDescription('Choose what is wrong.');
    await userEvent.selectOptions(dialog.getByLabelText(/What is wrong/), 'damage');
    await userEvent.type(dialog.getByLabelText(/Correct value/), '31.5');
    await userEvent.type(dialog.getByLabelText(/Source link/), ' https://example.org/patch-notes ');
    await userEvent.type(dialog.getByLabelText(/Note/), 'Patch 1.4 changed it.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByTestId('correction-sent')).toHaveTextContent(
      'Thanks — an editor will check it; follow it on My corrections.',
    );
    expect(dialog.getByRole('link', { name: 'My corrections' })).toHaveAttribute('href', '/my/corrections');
    expect(bodiesSent(fetch, 'POST', '/corrections')).toEqual([
      {
        entity: 'weapon',
        id: 7,
        field: 'damage',
        value: 31.5,
        source_url: 'https://example.org/patch-notes',
        note: 'Patch 1.4 changed it.',
      },
    ]);
  });

  it("shows the API's refusals on their fields: the value unchanged, out of the fact's range", async () => {
    let answer = 0;
    serveCorrectionsApi({
      '/auth/check-token': () => signedIn(),
      'POST /corrections': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Invalid',
            details: [
              ++answer === 1
                ? { path: 'value', rule: 'changed', message: 'must differ from the value shown' }
                : { path: 'damage', rule: 'max', limit: 1000, message: 'must be at most 1000' },
            ],
          },
        },
      }),
    });
    const dialog = within(await open(WEAPON));
    await userEvent.selectOptions(await dialog.findByLabelText(/What is wrong/), 'damage');
    await userEvent.type(dialog.getByLabelText(/Correct value/), '30');
    await userEvent.type(dialog.getByLabelText(/Source link/), 'https://example.org/a');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const value = dialog.getByLabelText(/Correct value/);
    await vi.waitFor(() => expect(value).toHaveAccessibleDescription('That is already the value shown.'));
    expect(value).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(value).toHaveAccessibleDescription('Must be at most 1000.'));
  });

  it('says clearly when the daily limit is reached (429)', async () => {
    serveCorrectionsApi({
      '/auth/check-token': () => signedIn(),
      'POST /corrections': () => ({
        status: 429,
        body: { error: { code: 'CORRECTION_LIMIT', message: 'Too many' } },
      }),
    });
    const dialog = within(await open(CARD));
    await userEvent.selectOptions(await dialog.findByLabelText(/What is wrong/), 'card_value');
    await userEvent.type(dialog.getByLabelText(/Correct value/), '150000');
    await userEvent.type(dialog.getByLabelText(/Source link/), 'https://example.org/prices');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `You have sent ${CORRECTIONS_PER_DAY} corrections in the last 24 hours`,
    );
  });

  it('asks a signed-out reader to sign in, and comes back to My corrections', async () => {
    const fetch = serveCorrectionsApi({ '/auth/check-token': () => signedOut });
    const dialog = within(await open(WEAPON));
    expect(await dialog.findByRole('heading', { name: 'Sign in to suggest a correction' })).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /\?next=%2Fmy%2Fcorrections$/,
    );
    expect(dialog.getByRole('link', { name: 'Create account' })).toBeVisible();
    expect(dialog.queryByLabelText(/Correct value/)).toBeNull();
    expect(bodiesSent(fetch, 'POST', '/corrections')).toEqual([]);
  });
});
