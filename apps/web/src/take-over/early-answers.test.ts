// Taps answered from the HTML before the app arrives (early-answers.ts): what changes, what never
// does, and how the marks go once the app has drawn the view.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerEarly, answerEarlyChange, settleEarlyAnswers } from './early-answers';

/** A tab list like Tabs renders, over a panel of items marked with the tabs that show them. */
function page({ filters = true } = {}) {
  document.body.innerHTML = `
    <div role="tablist" ${filters ? 'data-early-filter=""' : ''}>
      <button role="tab" id="t-all" data-tab-id="all" aria-selected="true" aria-controls="p" tabindex="0">All</button>
      <button role="tab" id="t-a" data-tab-id="a" aria-selected="false" aria-controls="p" tabindex="-1">A</button>
      <button role="tab" id="t-b" data-tab-id="b" aria-selected="false" aria-controls="p" tabindex="-1" disabled>B</button>
    </div>
    <div role="tabpanel" id="p" aria-labelledby="t-all">
      <p data-early-stale="">Items shown: 3</p>
      <ul>
        <li data-for-tab="all a">one</li>
        <li data-for-tab="all b">two</li>
        <li data-for-tab="all a">three</li>
      </ul>
    </div>`;
  const tab = (id: string) => document.querySelector<HTMLElement>(`[data-tab-id="${id}"]`)!;
  const items = () => [...document.querySelectorAll<HTMLElement>('li')];
  const panel = document.getElementById('p')!;
  return { tab, items, panel, html: () => document.body.innerHTML };
}

const textOf = () => document.body.textContent;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('answerEarly', () => {
  it('selects the tapped tab and shows only the items it shows, changing no text', () => {
    const { tab, items, panel } = page();
    const text = textOf();
    expect(answerEarly(tab('a'))).toBe(true);
    expect(['all', 'a', 'b'].map((id) => tab(id).getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(['all', 'a', 'b'].map((id) => tab(id).tabIndex)).toEqual([-1, 0, -1]);
    expect(items().map((li) => li.hidden)).toEqual([false, true, false]);
    expect(panel.getAttribute('aria-labelledby')).toBe('t-a');
    expect(panel.hasAttribute('data-early-answered')).toBe(true);
    // The app takes over this HTML: text and order stay as the server sent them.
    expect(textOf()).toBe(text);
  });

  it('shows every item again for a tab that shows them all', () => {
    const { tab, items } = page();
    answerEarly(tab('a'));
    answerEarly(tab('all'));
    expect(items().map((li) => li.hidden)).toEqual([false, false, false]);
    expect(tab('all').getAttribute('aria-selected')).toBe('true');
  });

  // Catches: answering controls that did not say their view is in the HTML, or disabled tabs.
  it.each([
    ['a tab list without data-early-filter', () => page({ filters: false }).tab('a')],
    ['a disabled tab', () => page().tab('b')],
    ['a plain button', () => document.body.appendChild(document.createElement('button'))],
    ['nothing', () => null],
  ])('leaves %s alone', (_, target) => {
    const el = target();
    const before = document.body.innerHTML;
    expect(answerEarly(el)).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('settleEarlyAnswers', () => {
  it('removes the marks once the app has removed the items the tab does not show', async () => {
    const { tab, items, panel } = page();
    answerEarly(tab('a'));
    const settled = settleEarlyAnswers(2000);
    await new Promise((r) => requestAnimationFrame(r));
    // The app has not drawn the tab's view yet: the answer stays.
    expect(panel.hasAttribute('data-early-answered')).toBe(true);
    items()[1]!.remove();
    await settled;
    expect(panel.hasAttribute('data-early-answered')).toBe(false);
    expect(items().every((li) => !li.hidden)).toBe(true);
  });

  it('gives up waiting after its time and still removes the marks', async () => {
    const { tab, panel } = page();
    answerEarly(tab('a'));
    await settleEarlyAnswers(30);
    expect(panel.hasAttribute('data-early-answered')).toBe(false);
  });
});

describe('answerEarlyChange', () => {
  function filterPage(earlyFilter = 'category') {
    document.body.innerHTML = `
      <select data-early-filter="${earlyFilter}">
        <option value="all" selected>All</option><option value="SMG">SMG</option><option value="AR">AR</option>
      </select>
      <p data-early-stale="">Shown: 3</p>
      <table><tbody data-kept="">
        <tr data-category="SMG"><td>one</td></tr>
        <tr data-category="AR"><td>two</td></tr>
        <tr data-category="SMG"><td>three</td></tr>
      </tbody></table>`;
    const select = document.querySelector('select')!;
    const rows = () => [...document.querySelectorAll('tr')].map((row) => row.hidden);
    return { select, rows };
  }

  it("shows only the items of the chosen value, and every item for 'all'", () => {
    const { select, rows } = filterPage();
    select.value = 'SMG';
    expect(answerEarlyChange(select)).toBe(true);
    expect(rows()).toEqual([false, true, false]);
    expect(document.documentElement.hasAttribute('data-early-answered')).toBe(true);
    select.value = 'all';
    answerEarlyChange(select);
    expect(rows()).toEqual([false, false, false]);
  });

  // Catches: a select that did not say what it filters, or a name that is not an attribute name.
  it.each([
    ['a select without data-early-filter', ''],
    ['a name that is no attribute name', 'x]"['],
  ])('leaves %s alone', (_, name) => {
    const { select, rows } = filterPage(name);
    if (!name) select.removeAttribute('data-early-filter');
    select.value = 'SMG';
    expect(answerEarlyChange(select)).toBe(false);
    expect(rows()).toEqual([false, false, false]);
  });

  it('settles once the app has replaced the rows', async () => {
    const { select } = filterPage();
    select.value = 'AR';
    answerEarlyChange(select);
    const settled = settleEarlyAnswers(2000);
    document.querySelector('tbody')!.replaceChildren();
    await settled;
    expect(document.documentElement.hasAttribute('data-early-answered')).toBe(false);
  });
});

describe('answerEarlyChange, a select of orders', () => {
  function orderPage() {
    document.body.innerHTML = `
      <select data-early-order=""><option value="name" selected>Name</option><option value="views">Views</option></select>
      <ul style="display:grid">
        <li data-order-name="0" data-order-views="2">a</li>
        <li data-order-name="1" data-order-views="0">b</li>
        <li data-order-name="2" data-order-views="1">c</li>
      </ul>`;
    const select = document.querySelector('select')!;
    const items = () => [...document.querySelectorAll('li')];
    return { select, items };
  }

  it('places each item by its place in the chosen order, leaving the document as it was', () => {
    const { select, items } = orderPage();
    select.value = 'views';
    expect(answerEarlyChange(select)).toBe(true);
    expect(items().map((li) => li.style.order)).toEqual(['2', '0', '1']);
    expect(items().map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
  });

  it('settles once the app has put the items in that order, and drops the placing', async () => {
    const { select, items } = orderPage();
    select.value = 'views';
    answerEarlyChange(select);
    const settled = settleEarlyAnswers(2000);
    await new Promise((r) => requestAnimationFrame(r));
    expect(items()[0]!.style.order).toBe('2');
    const [a, b, c] = items();
    document.querySelector('ul')!.append(b!, c!, a!);
    await settled;
    expect(items().map((li) => li.style.order)).toEqual(['', '', '']);
  });
});
