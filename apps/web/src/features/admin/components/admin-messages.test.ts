import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_MISMATCH_MESSAGE,
  PRICE_UPDATER_MESSAGES as M,
} from '@dfwiki/shared';
import en from '../../../../public/locales/en.json';
import i18next from '../../../test/test-i18n';

const t = i18next.t.bind(i18next);

/** The English file must carry the product's exact admin and auth texts. */
describe('admin and auth texts', () => {
  it.each([
    [en.admin.updater.invalidFormat, M.INVALID_FORMAT],
    [en.admin.updater.processingError, M.PROCESSING_ERROR],
    [en.admin.updater.noMatches, M.NO_MATCHES],
    [en.admin.updater.noItems, M.NO_ITEMS],
    [en.admin.updater.noChanges, M.NO_CHANGES],
    [en.admin.updater.loadError, M.LOAD_ERROR],
    [en.admin.updater.updateError, M.UPDATE_ERROR],
    [t('admin.updater.found', { n: 13 }), M.foundItems(13)],
    [t('admin.updater.couldNotMatch', { names: 'A, B' }), M.couldNotMatch(['A', 'B'])],
    [t('admin.updater.summary', { n: 12, m: 1 }), M.updatedSummary(12, 1)],
    [en.auth.register.passwordRule, PASSWORD_RULE_MESSAGE],
    [en.auth.register.passwordsMismatch, PASSWORDS_MISMATCH_MESSAGE],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['admin.updater.loadPreset', 'Load Zero Dam Data'],
    ['admin.updater.process', 'Process Price Data'],
    ['admin.updater.processing', 'Processing...'],
    ['admin.updater.identified', 'Identified Prices'],
    ['admin.updater.noChange', 'No change'],
    ['admin.updater.update', 'Update Prices'],
    ['admin.updater.reference', 'Current Prices (Reference)'],
    ['admin.updater.loading', 'Loading...'],
    ['admin.updater.noCards', 'No cards found for this map'],
    ['admin.updater.refresh', 'Refresh Data'],
    ['admin.tags.loadFailed', 'Failed to load tags'],
    ['admin.weapons.loadFailed', 'Failed to load data'],
    ['admin.builds.saveFailed', 'Failed to save build'],
    ['admin.builds.loadFailed', 'Failed to load weapon or build'],
    ['admin.builds.weaponLoadFailed', 'Failed to load weapon'],
    ['admin.builds.deleteFailed', 'Failed to delete build'],
    ['admin.upload.notImage', 'Please select an image file'],
    ['admin.upload.failed', 'Upload failed'],
    ['admin.upload.success', 'Image uploaded successfully!'],
  ])('%s = %s', (key, text) => {
    expect(t(key)).toBe(text);
  });

  it.each([
    ['admin.updater.updating', { done: 3, total: 7 }, 'Updating (3/7)'],
    ['admin.tags.createFailed', { message: 'x' }, 'Failed to create tag: x'],
    ['admin.tags.updateFailed', { message: 'x' }, 'Failed to update tag: x'],
    ['admin.tags.deleteFailed', { message: 'x' }, 'Failed to delete tag: x'],
    ['admin.weapons.saveFailed', { message: 'x' }, 'Failed to save: x'],
    ['admin.upload.errorWith', { message: 'x' }, 'Error: x'],
  ])('%s with %j', (key, values, text) => {
    expect(t(key, values)).toBe(text);
  });
});
