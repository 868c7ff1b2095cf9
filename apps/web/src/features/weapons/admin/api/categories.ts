import type { Category } from '@dfwiki/shared';
import { lookupList } from '../../../../lib/field-query';

// The weapon categories the weapon editor files a weapon under and filters its list by.

export const useCategories = lookupList<Category>('weapon-categories', '/weapon-categories', 'categories');
