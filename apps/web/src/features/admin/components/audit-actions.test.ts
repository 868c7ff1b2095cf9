import { describe, expect, it } from 'vitest';
import ro from '../../../../public/locales/ro.json';
import i18next from '../../../test/test-i18n';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';

describe('audit action labels', () => {
  it.each([
    ['user.role_change', 'Role changed'],
    ['user.ban', 'Account disabled'],
    ['user.unban', 'Account enabled again'],
    ['user.delete', 'Account deleted'],
    ['weapon.delete', 'Weapon deleted'],
    ['weapon.restore', 'Weapon restored'],
    ['build.delete', 'Build deleted'],
    ['keycard.restore', 'Keycard restored'],
    ['tag.delete', 'Build tag deleted'],
    ['ammo.delete', 'Round deleted'],
    ['armor.restore', 'Armour restored'],
    ['rotation.restore', 'Map rotation restored'],
    ['prices.bulk_update', 'Prices updated in bulk'],
    ['rotation.replace', 'Map rotation replaced'],
    ['submission.approve', 'Submission approved'],
    ['submission.reject', 'Submission rejected'],
    ['submission.request_changes', 'Changes asked for on a submission'],
    ['correction.accept', 'Correction accepted'],
    ['correction.reject', 'Correction rejected'],
    ['trash.purge', 'Trash emptied after the retention period'],
    // An action this screen does not know yet shows as stored, never as a missing-text key.
    ['weapon.merge', 'weapon.merge'],
    ['user', 'user'],
  ])('%s → %s', (action, label) => {
    expect(auditActionLabel(i18next, action)).toBe(label);
  });

  it.each(AUDIT_ACTIONS)('%s has its own text in both languages', (action) => {
    const path = ['admin', 'audit', 'actions', ...action.split('.')];
    const text = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], ro);
    expect(typeof text).toBe('string');
    expect(auditActionLabel(i18next, action)).not.toBe(action);
  });
});
