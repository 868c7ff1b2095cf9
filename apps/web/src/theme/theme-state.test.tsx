import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { blockStorageReads } from '../test/blocked-storage';
import { applyTheme, nextTheme, readStoredTheme } from './theme-state';
import { ThemeProvider, useTheme } from './theme-context';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.className = '';
});

describe('readStoredTheme', () => {
  it.each([
    { stored: null, theme: 'light', when: 'nothing is stored' },
    { stored: 'gaming', theme: 'gaming', when: 'a known theme is stored' },
    { stored: 'neon', theme: 'light', when: 'the stored value is unknown' },
  ])('is $theme when $when', ({ stored, theme }) => {
    if (stored) localStorage.setItem('app-theme', stored);
    expect(readStoredTheme()).toBe(theme);
  });
  it('falls back to light when storage throws', () => {
    blockStorageReads();
    expect(readStoredTheme()).toBe('light');
  });
});

describe('nextTheme', () => {
  it('cycles light -> dark -> contrast -> gaming -> light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('contrast');
    expect(nextTheme('contrast')).toBe('gaming');
    expect(nextTheme('gaming')).toBe('light');
  });
});

describe('applyTheme', () => {
  it.each([
    ['light', false],
    ['dark', true],
    ['contrast', false],
    ['gaming', true],
  ] as const)('%s sets data-theme and dark class = %s', (theme, dark) => {
    applyTheme(theme);
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(document.documentElement.classList.contains('dark')).toBe(dark);
  });
});

function Probe() {
  const { theme, setTheme, cycleTheme } = useTheme();
  return (
    <div>
      <span data-testid="theme">{theme}</span>
      <button onClick={() => setTheme('nonsense')}>bad</button>
      <button onClick={() => setTheme('contrast')}>contrast</button>
      <button onClick={cycleTheme}>cycle</button>
    </div>
  );
}

describe('ThemeProvider', () => {
  it('ignores unknown names, saves known ones and cycles', () => {
    localStorage.setItem('app-theme', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass('dark');
    act(() => screen.getByText('bad').click());
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    act(() => screen.getByText('contrast').click());
    expect(localStorage.getItem('app-theme')).toBe('contrast');
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => screen.getByText('cycle').click());
    expect(screen.getByTestId('theme')).toHaveTextContent('gaming');
    expect(document.documentElement.dataset.theme).toBe('gaming');
    expect(document.documentElement).toHaveClass('dark');
  });
});
