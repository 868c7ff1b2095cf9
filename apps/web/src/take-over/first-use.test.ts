// The starter of a rendered page: nothing starts until a sign of use, and what the reader did while
// the app was starting is done again once it has.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_USE_EVENTS, startOnFirstUse } from './first-use';

/** A start that the test finishes by hand, like an app still loading. */
function pendingStart() {
  let resolveStart: (() => void) | undefined;
  const start = vi.fn(() => new Promise<void>((resolve) => (resolveStart = resolve)));
  const finish = async () => {
    resolveStart?.();
    // The starter replays in a `then` after the start: let it run.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { start, finish };
}

let started: ReturnType<typeof pendingStart>[] = [];
beforeEach(() => {
  // A new body each time: listeners a test puts on it go with it.
  document.body = document.createElement('body');
});
afterEach(async () => {
  // A starter removes its window listeners once its start has finished: finish every one, so none
  // is left to answer the next test's events.
  window.dispatchEvent(new Event('pointermove'));
  for (const pending of started) await pending.finish();
  started = [];
});

function begin() {
  const pending = pendingStart();
  startOnFirstUse(pending.start);
  started.push(pending);
  return pending;
}

describe('startOnFirstUse', () => {
  it('starts nothing on load', () => {
    const { start } = begin();
    expect(start).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])(
    'starts the app on %s, once',
    (type) => {
      const { start } = begin();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event(type));
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it("on a phone, takes a mouse's move for no sign of use, and a touch for one", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)', media: query }));
    const { start } = begin();
    const move = new Event('pointermove');
    Object.defineProperty(move, 'pointerType', { value: 'mouse' });
    window.dispatchEvent(move);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("on a desktop, takes a mouse's move for a sign of use", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    const { start } = begin();
    const move = new Event('pointermove');
    Object.defineProperty(move, 'pointerType', { value: 'mouse' });
    window.dispatchEvent(move);
    expect(start).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('takes what the reader did before it arrived, kept by the boot script: the tab pressed, the use', async () => {
    document.body.innerHTML =
      '<div role="tablist"><button role="tab" id="a">A</button><button role="tab" id="b">B</button></div>';
    const clicks: string[] = [];
    document.body.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    const tap = new MouseEvent('click', { bubbles: true });
    document.getElementById('b')!.dispatchEvent(tap);
    clicks.length = 0;
    (window as { __dfEarly?: Event[] }).__dfEarly = [new Event('pointerdown'), tap];
    const { start, finish } = begin();
    expect(start).toHaveBeenCalledTimes(1);
    // Taken once: the boot script keeps no more.
    expect((window as { __dfEarly?: Event[] }).__dfEarly).toBeUndefined();
    await finish();
    expect(clicks).toEqual(['b']);
  });

  it('starts nothing for what the boot script kept when none of it was use', () => {
    (window as { __dfEarly?: Event[] }).__dfEarly = [];
    const { start } = begin();
    expect(start).not.toHaveBeenCalled();
  });

  it('presses the last button pressed before the app took over, once it has', async () => {
    document.body.innerHTML =
      '<div role="tablist"><button role="tab" id="a"><span>A</span></button><button role="tab" id="b">B</button></div>';
    const { finish } = begin();
    const clicks: string[] = [];
    document.body.addEventListener('click', (e) => clicks.push((e.target as Element).closest('button')!.id));
    window.dispatchEvent(new Event('pointerdown'));
    document.querySelector('#a span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('b')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    clicks.length = 0;
    await finish();
    expect(clicks).toEqual(['b']);
  });

  it('leaves links alone: they work without the app', async () => {
    document.body.innerHTML = '<a href="#x" id="link">x</a>';
    const { finish } = begin();
    const clicks: unknown[] = [];
    window.dispatchEvent(new Event('pointerdown'));
    document.getElementById('link')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.addEventListener('click', (e) => clicks.push(e.target));
    await finish();
    expect(clicks).toEqual([]);
  });

  it('keeps Ctrl+K from the browser and opens the search once the app listens', async () => {
    const { finish } = begin();
    const shortcut = new KeyboardEvent('keydown', {
      key: 'k',
      ctrlKey: true,
      cancelable: true,
      bubbles: true,
    });
    window.dispatchEvent(shortcut);
    expect(shortcut.defaultPrevented).toBe(true);
    const seen: string[] = [];
    document.addEventListener('keydown', (e) => seen.push(`${e.ctrlKey ? 'Ctrl+' : ''}${e.key}`));
    await finish();
    expect(seen).toEqual(['Ctrl+k']);
  });

  it('hands text typed before the app took over to the app as an input event', async () => {
    document.body.innerHTML = '<input id="q" value="">';
    const field = document.getElementById('q') as HTMLInputElement;
    const { finish } = begin();
    field.focus();
    field.value = 'ak';
    const inputs: string[] = [];
    field.addEventListener('input', () => inputs.push(field.value));
    await finish();
    expect(inputs).toEqual(['ak']);
    expect(field.value).toBe('ak');
  });

  it('tries again on the next sign of use when the app failed to load', async () => {
    const start = vi.fn((): Promise<void> => Promise.reject(new Error('offline')));
    startOnFirstUse(start);
    window.dispatchEvent(new Event('pointermove'));
    await new Promise((r) => setTimeout(r, 0));
    window.dispatchEvent(new Event('pointermove'));
    expect(start).toHaveBeenCalledTimes(2);
    // Leave no listener for the next test: a start that succeeds removes them.
    start.mockResolvedValue(undefined);
    window.dispatchEvent(new Event('pointermove'));
    await new Promise((r) => setTimeout(r, 0));
  });

  it('starts at once when focus is already inside the page', () => {
    document.body.innerHTML = '<button id="b">b</button>';
    document.getElementById('b')!.focus();
    const { start } = begin();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('the boot script', () => {
  // It keeps what happens before the starter arrives: every sign of use the starter listens for.
  it('keeps every event the starter listens for, and the presses, keys and changes it replays', () => {
    const boot = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/boot.js'), 'utf8');
    const kept = /'([a-z ]+)'\s*\.split\(' '\)/.exec(boot)?.[1]?.split(' ') ?? [];
    expect(kept).toEqual(expect.arrayContaining([...FIRST_USE_EVENTS, 'click', 'input', 'change']));
  });
});
