import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { RotationVersion } from '@dfwiki/shared';
import ro from '../../../../public/locales/ro.json';
import { renderPage, serveApi } from '../../../test/render-page';
import { ROTATION_FIXTURE } from '../../../test/rotation-fixture';
import { openMaps } from '../components/rotation-summary';
import GettingStartedPage from './GettingStartedPage';

const version = ROTATION_FIXTURE;

/** The page with the API answering /rotation with `rotation`, or failing (404) when it is 'error'. */
const renderGuide = (rotation: RotationVersion | null | 'error') => {
  const fetch = serveApi(rotation === 'error' ? {} : { '/rotation': () => ({ data: { rotation } }) });
  return { fetch, ...renderPage(<GettingStartedPage />, { path: '/wiki/start' }) };
};
const mapsSection = () => screen.getByRole('region', { name: /Choose the right map|Alege harta potrivită/ });
const itemOf = (list: HTMLElement, map: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.querySelector('strong')?.textContent === map);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('openMaps', () => {
  it('splits the levels into open all day and open at some hours, by map', () => {
    const { allDay, someHours } = openMaps(version.schedule);
    expect(allDay.map((m) => [m.map, m.levels.map((l) => l.entry.difficulty)])).toEqual([
      ['AZ3', ['Easy', 'Normal']],
      ['Space City', ['Normal']],
    ]);
    expect(someHours.map((m) => [m.map, m.levels.map((l) => l.hours)])).toEqual([
      ['Layali Grove', [12]],
      ['Tide Prison', [6]],
    ]);
  });
});

describe('GettingStartedPage, maps section', () => {
  it('lists what the rotation keeps open all day and what only at some hours, with its date and source', async () => {
    renderGuide(version);
    const allDay = await screen.findByTestId('guide-open-all-day');
    const someHours = screen.getByTestId('guide-open-some-hours');
    expect(itemOf(allDay, 'AZ3')).toHaveTextContent('AZ3: Easy, Normal');
    expect(itemOf(allDay, 'Space City')).toHaveTextContent('Space City: Normal');
    expect(itemOf(someHours, 'Layali Grove')).toHaveTextContent('Layali Grove: Easy · Solo (12 hours a day)');
    expect(itemOf(someHours, 'Tide Prison')).toHaveTextContent('Tide Prison: Hard (6 hours a day)');
    expect(itemOf(someHours, 'AZ3')).toBeUndefined();
    expect(itemOf(allDay, 'Layali Grove')).toBeUndefined();
    expect(within(mapsSection()).getByText(/^Rotation as of Aug 5, 2026/)).toHaveTextContent(
      'Rotation as of Aug 5, 2026 (source: example/rotation-tracker)',
    );
  });

  it('labels the advice as the editors’ and links the rotation page', async () => {
    renderGuide(version);
    await screen.findByTestId('guide-open-all-day');
    const section = mapsSection();
    const advice = within(section).getByTestId('guide-advice');
    expect(within(advice).getByTestId('editors-advice')).toHaveTextContent("Editors' advice");
    expect(advice).toHaveTextContent('Start on the Easy level of a map that is open all day');
    expect(within(section).getByRole('link', { name: 'See which maps are open right now' })).toHaveAttribute(
      'href',
      '/wiki/map-rotation',
    );
  });

  it('in Romanian too', async () => {
    i18next.addResourceBundle('ro', 'translation', ro, true, true);
    await i18next.changeLanguage('ro');
    renderGuide(version);
    const allDay = await screen.findByTestId('guide-open-all-day');
    expect(itemOf(allDay, 'AZ3')).toHaveTextContent('AZ3: Ușor, Normal');
    expect(itemOf(screen.getByTestId('guide-open-some-hours'), 'Tide Prison')).toHaveTextContent(
      'Tide Prison: Dificil (6 ore pe zi)',
    );
    const section = mapsSection();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Deschise toată ziua' }),
    ).toBeInTheDocument();
    expect(within(section).getByTestId('editors-advice')).toHaveTextContent('Sfatul editorilor');
    expect(section).toHaveTextContent(/Rotația valabilă la .*2026 \(sursa: example\/rotation-tracker\)/);
  });

  it('without a rotation, says where to look instead of naming maps', async () => {
    const { fetch } = renderGuide('error');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const note = await screen.findByTestId('guide-rotation-unavailable');
    expect(note).toHaveTextContent('some maps are open all day, others only at certain hours');
    expect(screen.queryByTestId('guide-open-all-day')).toBeNull();
  });
});
