// Form fields changed before the app took over: the page shows the reader's choice, and once the
// app has taken over, its state holds it too. Each test renders a form on the "server", changes a
// field as the reader would while the app is still loading, then hydrates it as the app does.
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOnFirstUse } from './first-use';

/** A filter form whose state the page shows (as the TTK page's filters do). */
function Filters() {
  const [ammo, setAmmo] = useState('gold');
  const [onlyNew, setOnlyNew] = useState(false);
  const [zone, setZone] = useState('chest');
  const [note, setNote] = useState('');
  return (
    <form>
      <select aria-label="Ammo" value={ammo} onChange={(e) => setAmmo(e.target.value)}>
        <option value="gold">Gold</option>
        <option value="blue">Blue</option>
      </select>
      <input
        type="checkbox"
        aria-label="New only"
        checked={onlyNew}
        onChange={(e) => setOnlyNew(e.target.checked)}
      />
      {['chest', 'head'].map((value) => (
        <input
          key={value}
          type="radio"
          name="zone"
          aria-label={value}
          value={value}
          checked={zone === value}
          onChange={() => setZone(value)}
        />
      ))}
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{JSON.stringify({ ammo, onlyNew, zone, note })}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  document.body = document.createElement('body');
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Filters />);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
});

const field = <E extends Element>(selector: string) => container.querySelector<E>(selector)!;
const shown = () => JSON.parse(field('output').textContent!) as Record<string, unknown>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The page with its starter: the reader's first touch starts the app loading, `change` is what the
 * reader does meanwhile, then the app takes the page over (hydrates) and the starter replays.
 */
async function changeBeforeTakeOver(change: () => void) {
  let finish!: () => void;
  startOnFirstUse(
    () =>
      new Promise<void>((resolve) => {
        finish = () => {
          root = hydrateRoot(container, <Filters />);
          // The app resolves once it has taken over: let hydration finish first.
          void settle().then(() => resolve());
        };
      }),
  );
  window.dispatchEvent(new Event('touchstart'));
  change();
  finish();
  await settle();
  await settle();
}

describe('a form field changed before the app took over', () => {
  it('a select: the app takes the option chosen', async () => {
    await changeBeforeTakeOver(() => {
      field<HTMLSelectElement>('select').value = 'blue';
      field('select').dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(field<HTMLSelectElement>('select').value).toBe('blue');
    expect(shown().ammo).toBe('blue');
  });

  it('a checkbox: the app takes it ticked, and it stays ticked', async () => {
    await changeBeforeTakeOver(() => field<HTMLInputElement>('[type="checkbox"]').click());
    expect(field<HTMLInputElement>('[type="checkbox"]').checked).toBe(true);
    expect(shown().onlyNew).toBe(true);
  });

  it('a radio button: the app takes the one chosen', async () => {
    await changeBeforeTakeOver(() => field<HTMLInputElement>('[value="head"]').click());
    expect(field<HTMLInputElement>('[value="head"]').checked).toBe(true);
    expect(field<HTMLInputElement>('[value="chest"]').checked).toBe(false);
    expect(shown().zone).toBe('head');
  });

  it('a textarea: the app takes the text typed', async () => {
    await changeBeforeTakeOver(() => {
      field<HTMLTextAreaElement>('textarea').value = 'close range';
      field('textarea').dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field<HTMLTextAreaElement>('textarea').value).toBe('close range');
    expect(shown().note).toBe('close range');
  });

  it('a field changed and changed back: nothing is replayed', async () => {
    await changeBeforeTakeOver(() => {
      const box = field<HTMLInputElement>('[type="checkbox"]');
      box.click();
      box.click();
    });
    expect(field<HTMLInputElement>('[type="checkbox"]').checked).toBe(false);
    expect(shown()).toEqual({ ammo: 'gold', onlyNew: false, zone: 'chest', note: '' });
  });
});
