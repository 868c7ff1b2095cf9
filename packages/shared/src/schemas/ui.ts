import { z } from 'zod';
import { LANGUAGE_CODES, THEMES } from '../domain/constants';

export const ThemeNameSchema = z.enum(THEMES);
export type ThemeName = z.infer<typeof ThemeNameSchema>;

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

export const LanguageEntrySchema = z.object({ code: LanguageCodeSchema, name: z.string() });
export type LanguageEntry = z.infer<typeof LanguageEntrySchema>;

export const CookieConsentSchema = z.enum(['accepted', 'declined']);
export type CookieConsent = z.infer<typeof CookieConsentSchema>;

/** Navigation entry; `icon` is an icon key the web maps to a component. */
export interface MenuItem {
  id: string;
  label: string;
  icon?: string;
  route?: string;
  onClick?: () => void;
  children?: MenuItem[];
}
