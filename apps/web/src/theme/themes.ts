/**
 * One theme config object per theme.
 * Colours only; src/theme/theme-css.ts turns them into CSS custom properties and
 * src/styles/index.css exposes those as Tailwind colour utilities (bg-surface, text-fg, ...).
 * Every text/background pair listed in contrast-pairs.ts is checked by themes.test.ts:
 * >= 4.5:1 in every theme, >= 7:1 in the contrast theme.
 */
import type { ThemeName } from './theme-names.ts';

export type { ThemeName } from './theme-names.ts';

interface Swatch {
  background: string;
  text: string;
}
interface ButtonColors extends Swatch {
  hover: string;
}
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'warning' | 'info' | 'disabled';
export type TierKey = 'sTier' | 'aTier' | 'bTier' | 'cTier' | 'dTier';

export interface ThemeConfig {
  name: ThemeName;
  /** dark and gaming put the `dark` class on <html>. */
  dark: boolean;
  background: { page: string; surface: string; raised: string; sunken: string };
  text: {
    default: string;
    muted: string;
    inverse: string;
    link: string;
    positive: string;
    negative: string;
    caution: string;
  };
  border: { default: string; strong: string; focus: string };
  hover: { background: string };
  active: Swatch;
  accent: Swatch;
  buttons: Record<ButtonVariant, ButtonColors>;
  inputs: Swatch & { border: string; placeholder: string };
  selects: Swatch & { border: string };
  tables: { head: string; headText: string; rowAlt: string; rowHover: string; border: string };
  cards: Swatch & { border: string };
  badges: Record<TierKey | 'neutral', Swatch>;
  tooltips: Swatch;
  modals: Swatch & { backdrop: string };
  dropdowns: Swatch & { border: string; hover: string };
  weaponBuildCard: Swatch & { border: string; accent: string };
  sidebar: Swatch & { border: string };
  mobileNav: Swatch & { active: string; border: string };
}

const light: ThemeConfig = {
  name: 'light',
  dark: false,
  background: { page: '#f4f5f7', surface: '#ffffff', raised: '#ffffff', sunken: '#eaedf1' },
  text: {
    default: '#14171c',
    muted: '#4a5260',
    inverse: '#ffffff',
    link: '#1d4ed8',
    positive: '#15803d',
    negative: '#b91c1c',
    caution: '#92400e',
  },
  border: { default: '#d8dce3', strong: '#8a93a3', focus: '#2563eb' },
  hover: { background: '#eef1f5' },
  active: { background: '#fff1e6', text: '#9a3412' },
  accent: { background: '#c2410c', text: '#ffffff' },
  buttons: {
    primary: { background: '#c2410c', text: '#ffffff', hover: '#9a3412' },
    secondary: { background: '#e6e9ee', text: '#14171c', hover: '#d5dae2' },
    danger: { background: '#b91c1c', text: '#ffffff', hover: '#991b1b' },
    success: { background: '#15803d', text: '#ffffff', hover: '#166534' },
    warning: { background: '#fbbf24', text: '#1c1917', hover: '#f59e0b' },
    info: { background: '#0369a1', text: '#ffffff', hover: '#075985' },
    disabled: { background: '#e6e9ee', text: '#5a6270', hover: '#e6e9ee' },
  },
  inputs: { background: '#ffffff', text: '#14171c', border: '#8a93a3', placeholder: '#5f6775' },
  selects: { background: '#ffffff', text: '#14171c', border: '#8a93a3' },
  tables: { head: '#eef1f5', headText: '#14171c', rowAlt: '#f8f9fb', rowHover: '#fff4ec', border: '#e2e5ea' },
  cards: { background: '#ffffff', text: '#14171c', border: '#e2e5ea' },
  badges: {
    sTier: { background: '#b91c1c', text: '#ffffff' },
    aTier: { background: '#c2410c', text: '#ffffff' },
    bTier: { background: '#92400e', text: '#ffffff' },
    cTier: { background: '#15803d', text: '#ffffff' },
    dTier: { background: '#475569', text: '#ffffff' },
    neutral: { background: '#eaedf1', text: '#2c323c' },
  },
  tooltips: { background: '#1f2937', text: '#f9fafb' },
  modals: { background: '#ffffff', text: '#14171c', backdrop: 'rgba(15, 23, 42, 0.55)' },
  dropdowns: { background: '#ffffff', text: '#14171c', border: '#d8dce3', hover: '#eef1f5' },
  weaponBuildCard: { background: '#ffffff', text: '#14171c', border: '#e2e5ea', accent: '#c2410c' },
  sidebar: { background: '#ffffff', text: '#14171c', border: '#e2e5ea' },
  mobileNav: { background: '#ffffff', text: '#4a5260', active: '#c2410c', border: '#d8dce3' },
};

const dark: ThemeConfig = {
  name: 'dark',
  dark: true,
  background: { page: '#0f1115', surface: '#171a21', raised: '#1f232c', sunken: '#0b0d10' },
  text: {
    default: '#e8eaed',
    muted: '#a6adb9',
    inverse: '#0f1115',
    link: '#8ab8ff',
    positive: '#4ade80',
    negative: '#fb8585',
    caution: '#fbbf24',
  },
  border: { default: '#2c313c', strong: '#5b6473', focus: '#8ab8ff' },
  hover: { background: '#232833' },
  active: { background: '#3a2414', text: '#fdba74' },
  accent: { background: '#fb923c', text: '#111318' },
  buttons: {
    primary: { background: '#fb923c', text: '#111318', hover: '#fdba74' },
    secondary: { background: '#2c313c', text: '#e8eaed', hover: '#373d4a' },
    danger: { background: '#f87171', text: '#111318', hover: '#fca5a5' },
    success: { background: '#22c55e', text: '#0b0d10', hover: '#4ade80' },
    warning: { background: '#fbbf24', text: '#111318', hover: '#fcd34d' },
    info: { background: '#38bdf8', text: '#0b0d10', hover: '#7dd3fc' },
    disabled: { background: '#2c313c', text: '#9aa2b0', hover: '#2c313c' },
  },
  inputs: { background: '#0f1115', text: '#e8eaed', border: '#5b6473', placeholder: '#8d95a3' },
  selects: { background: '#171a21', text: '#e8eaed', border: '#5b6473' },
  tables: { head: '#1f232c', headText: '#e8eaed', rowAlt: '#1a1d24', rowHover: '#262b36', border: '#2c313c' },
  cards: { background: '#171a21', text: '#e8eaed', border: '#2c313c' },
  badges: {
    sTier: { background: '#f87171', text: '#111318' },
    aTier: { background: '#fb923c', text: '#111318' },
    bTier: { background: '#facc15', text: '#111318' },
    cTier: { background: '#4ade80', text: '#111318' },
    dTier: { background: '#94a3b8', text: '#111318' },
    neutral: { background: '#2c313c', text: '#e8eaed' },
  },
  tooltips: { background: '#e8eaed', text: '#111318' },
  modals: { background: '#1a1e26', text: '#e8eaed', backdrop: 'rgba(0, 0, 0, 0.65)' },
  dropdowns: { background: '#1f232c', text: '#e8eaed', border: '#373d4a', hover: '#2a303b' },
  weaponBuildCard: { background: '#1a1e26', text: '#e8eaed', border: '#2c313c', accent: '#fb923c' },
  sidebar: { background: '#13161c', text: '#e8eaed', border: '#242832' },
  mobileNav: { background: '#13161c', text: '#a6adb9', active: '#fb923c', border: '#2c313c' },
};

const contrast: ThemeConfig = {
  name: 'contrast',
  dark: false,
  background: { page: '#000000', surface: '#000000', raised: '#0a0a0a', sunken: '#000000' },
  text: {
    default: '#ffffff',
    muted: '#e6e6e6',
    inverse: '#000000',
    link: '#ffff00',
    positive: '#5cff8f',
    negative: '#ff8c8c',
    caution: '#ffd000',
  },
  border: { default: '#ffffff', strong: '#ffffff', focus: '#ffff00' },
  hover: { background: '#262626' },
  active: { background: '#ffff00', text: '#000000' },
  accent: { background: '#ffff00', text: '#000000' },
  buttons: {
    primary: { background: '#ffff00', text: '#000000', hover: '#ffffff' },
    secondary: { background: '#000000', text: '#ffffff', hover: '#333333' },
    danger: { background: '#ff8c8c', text: '#000000', hover: '#ffb3b3' },
    success: { background: '#5cff8f', text: '#000000', hover: '#a3ffc0' },
    warning: { background: '#ffd000', text: '#000000', hover: '#ffe066' },
    info: { background: '#66d9ff', text: '#000000', hover: '#a6e9ff' },
    disabled: { background: '#333333', text: '#d4d4d4', hover: '#333333' },
  },
  inputs: { background: '#000000', text: '#ffffff', border: '#ffffff', placeholder: '#d4d4d4' },
  selects: { background: '#000000', text: '#ffffff', border: '#ffffff' },
  tables: { head: '#1a1a1a', headText: '#ffffff', rowAlt: '#0d0d0d', rowHover: '#262626', border: '#ffffff' },
  cards: { background: '#000000', text: '#ffffff', border: '#ffffff' },
  badges: {
    sTier: { background: '#ff8c8c', text: '#000000' },
    aTier: { background: '#ffb366', text: '#000000' },
    bTier: { background: '#ffff00', text: '#000000' },
    cTier: { background: '#5cff8f', text: '#000000' },
    dTier: { background: '#d4d4d4', text: '#000000' },
    neutral: { background: '#ffffff', text: '#000000' },
  },
  tooltips: { background: '#ffffff', text: '#000000' },
  modals: { background: '#000000', text: '#ffffff', backdrop: 'rgba(0, 0, 0, 0.85)' },
  dropdowns: { background: '#000000', text: '#ffffff', border: '#ffffff', hover: '#262626' },
  weaponBuildCard: { background: '#000000', text: '#ffffff', border: '#ffffff', accent: '#ffff00' },
  sidebar: { background: '#000000', text: '#ffffff', border: '#ffffff' },
  mobileNav: { background: '#000000', text: '#ffffff', active: '#ffff00', border: '#ffffff' },
};

const gaming: ThemeConfig = {
  name: 'gaming',
  dark: true,
  background: { page: '#07090f', surface: '#0e121b', raised: '#151b28', sunken: '#05070b' },
  text: {
    default: '#e6f1ff',
    muted: '#9fb3c8',
    inverse: '#07090f',
    link: '#5eead4',
    positive: '#39ff88',
    negative: '#ff6b86',
    caution: '#ffd23f',
  },
  border: { default: '#1f2a3d', strong: '#3d5b85', focus: '#22d3ee' },
  hover: { background: '#17223a' },
  active: { background: '#0d2c35', text: '#67f3ff' },
  accent: { background: '#22d3ee', text: '#041016' },
  buttons: {
    primary: { background: '#22d3ee', text: '#041016', hover: '#67e8f9' },
    secondary: { background: '#1b2436', text: '#e6f1ff', hover: '#243047' },
    danger: { background: '#ff5c7a', text: '#12040a', hover: '#ff8098' },
    success: { background: '#39ff88', text: '#04140a', hover: '#7dffb0' },
    warning: { background: '#ffd23f', text: '#141004', hover: '#ffe07a' },
    info: { background: '#a78bfa', text: '#0c0618', hover: '#c4b5fd' },
    disabled: { background: '#1b2436', text: '#8ea0b9', hover: '#1b2436' },
  },
  inputs: { background: '#0a0e16', text: '#e6f1ff', border: '#3d5b85', placeholder: '#8ea0b9' },
  selects: { background: '#0e121b', text: '#e6f1ff', border: '#3d5b85' },
  tables: { head: '#121a29', headText: '#e6f1ff', rowAlt: '#0b0f17', rowHover: '#15203a', border: '#1f2a3d' },
  cards: { background: '#0e121b', text: '#e6f1ff', border: '#1f2a3d' },
  badges: {
    sTier: { background: '#ff5c7a', text: '#07090f' },
    aTier: { background: '#ff9f43', text: '#07090f' },
    bTier: { background: '#ffd23f', text: '#07090f' },
    cTier: { background: '#39ff88', text: '#07090f' },
    dTier: { background: '#8ea0b9', text: '#07090f' },
    neutral: { background: '#1b2436', text: '#e6f1ff' },
  },
  tooltips: { background: '#e6f1ff', text: '#07090f' },
  modals: { background: '#0e121b', text: '#e6f1ff', backdrop: 'rgba(2, 4, 10, 0.78)' },
  dropdowns: { background: '#121826', text: '#e6f1ff', border: '#26344d', hover: '#1a2438' },
  weaponBuildCard: { background: '#0f1522', text: '#e6f1ff', border: '#1f3a4d', accent: '#22d3ee' },
  sidebar: { background: '#0a0d14', text: '#e6f1ff', border: '#1a2333' },
  mobileNav: { background: '#0a0d14', text: '#9fb3c8', active: '#22d3ee', border: '#1f2a3d' },
};

export const THEMES: Record<ThemeName, ThemeConfig> = { light, dark, contrast, gaming };
