// Kept HTML rests on one thing React does not document: hydrating an element that has an empty
// `dangerouslySetInnerHTML` (KEEP_SERVER_HTML), React takes the element itself over and leaves the
// server's nodes inside it as they are, without a mismatch, and later renders with the same props
// leave them alone too. These tests pin that, so a React upgrade that changes it fails here.
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SERVER_HTML } from './kept-html';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the server rendered inside the kept element. */
function ServerContent() {
  return (
    <>
      <p id="text">Server text</p>
      <a href="/wiki/weapons/1">AK-12</a>
    </>
  );
}

/** The page: a kept section (server content, or the kept element) and a control beside it. */
function Page({ keep, onKeptClick }: { keep: boolean; onKeptClick?: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      {keep ? (
        // The click handler shows that React owns the element itself.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <section id="kept" className="stats" onClick={onKeptClick} {...KEEP_SERVER_HTML} />
      ) : (
        <section id="kept" className="stats">
          <ServerContent />
        </section>
      )}
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Pressed {count}
      </button>
    </main>
  );
}

let container: HTMLElement;
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

describe('React hydrating an element with an empty dangerouslySetInnerHTML', () => {
  it("leaves the server's children in place, with no mismatch reported, thrown or logged", async () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page keep={false} />);
    const serverText = container.querySelector('#text');
    const serverLink = container.querySelector('a');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: unknown[] = [];
    const report = (error: unknown) => void reported.push(error);
    const onKeptClick = vi.fn();

    await act(async () => {
      root = hydrateRoot(container, <Page keep onKeptClick={onKeptClick} />, {
        onRecoverableError: report,
        onCaughtError: report,
        onUncaughtError: report,
      });
    });

    // The very nodes the server sent, not copies rendered again.
    const kept = container.querySelector('#kept')!;
    expect(kept.querySelector('#text')).toBe(serverText);
    expect(kept.querySelector('a')).toBe(serverLink);
    expect(kept.textContent).toBe('Server textAK-12');
    expect(reported).toEqual([]);
    expect(logged).not.toHaveBeenCalled();

    // React took the element itself over: its handler answers.
    await act(async () => serverLink!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(onKeptClick).toHaveBeenCalledTimes(1);

    // A render of the page around it (the same empty HTML) leaves the kept nodes alone.
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');
    expect(kept.querySelector('#text')).toBe(serverText);
    expect(kept.textContent).toBe('Server textAK-12');
    expect(reported).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });
});
