import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import ro from '../../../../public/locales/ro.json';
import { renderPage } from '../../../test/render-page';
import { DATA_SOURCES } from '../data/sources';
import DataSourcesPage from './DataSourcesPage';

const renderData = () => renderPage(<DataSourcesPage />, { path: '/wiki/data' });
/** The card of a source, found by the name its heading links to. */
const cardOf = (name: string) =>
  screen
    .getAllByTestId('data-source')
    .find((card) => card.querySelector('h3 a')?.textContent?.startsWith(name))!;
const dayIn = (lang: string, day: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const singleDay = DATA_SOURCES.find((s) => s.date && !s.date.from && /^\d{4}-\d\d-\d\d$/.test(s.date.to))!;

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('DataSourcesPage', () => {
  it('shows a card per source with its link, date, licence and the pages that use it', () => {
    renderData();
    expect(screen.getByRole('heading', { level: 1, name: 'About our data' })).toBeInTheDocument();
    expect(screen.getAllByTestId('data-source')).toHaveLength(DATA_SOURCES.length);
    for (const source of DATA_SOURCES) {
      const card = cardOf(source.name);
      expect(card.querySelector('h3 a'), source.id).toHaveAttribute('href', source.url);
      if (!source.date) expect(card).toHaveTextContent('Not given by the source');
    }
    expect(cardOf(singleDay.name)).toHaveTextContent(dayIn('en', singleDay.date!.to));
    const crossCheck = cardOf('poiiiAI/df-ttk');
    expect(crossCheck).toHaveTextContent('CC BY-NC-SA 4.0');
    expect(crossCheck).toHaveTextContent('Cross-check only');
    expect(crossCheck).toHaveTextContent('Nothing: used only to check our own figures');
    const rotation = cardOf('dezmathio/delta-force-map-tracker');
    expect(within(rotation).getByRole('link', { name: 'Map rotation' })).toHaveAttribute(
      'href',
      '/wiki/map-rotation',
    );
    expect(rotation).toHaveTextContent('“MIT” named in its files, but no licence file');
  });

  it('explains estimates, examples, opinions and gaps, each at its own anchor', () => {
    const { container } = renderData();
    for (const [anchor, title] of [
      ['estimates', 'Estimates'],
      ['examples', 'Examples'],
      ['opinions', "Editors' take"],
      ['unknown', "What we don't know yet"],
    ] as const) {
      const section = container.querySelector(`section#${anchor}`);
      expect(section, anchor).not.toBeNull();
      expect(
        within(section as HTMLElement).getByRole('heading', { level: 2, name: title }),
      ).toBeInTheDocument();
      expect(within(section as HTMLElement).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/object-id group 150506/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getByRole('link', { name: 'Estimates' })).toHaveAttribute('href', '#estimates');
    expect(screen.getByRole('link', { name: 'Go to Contribute' })).toHaveAttribute(
      'href',
      '/wiki/contribute',
    );
    expect(container.textContent).not.toMatch(/dataSources\.|search\.pages\./);
  });

  it('is in Romanian, dates in the Romanian format, for a Romanian reader', async () => {
    i18next.addResourceBundle('ro', 'translation', ro, true, true);
    await i18next.changeLanguage('ro');
    const { container } = renderData();
    expect(screen.getByRole('heading', { level: 1, name: 'Despre datele noastre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'De unde vin cifrele' })).toBeInTheDocument();
    expect(cardOf(singleDay.name)).toHaveTextContent(dayIn('ro', singleDay.date!.to));
    expect(dayIn('ro', singleDay.date!.to)).not.toBe(dayIn('en', singleDay.date!.to));
    expect(cardOf('poiiiAI/df-ttk')).toHaveTextContent('Doar pentru verificare');
    expect(screen.getByRole('link', { name: 'Mergi la Contribuie' })).toHaveAttribute(
      'href',
      '/wiki/contribute',
    );
    expect(container.textContent).not.toMatch(/dataSources\.|search\.pages\./);
  });
});
