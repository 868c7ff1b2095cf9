import { HISTORY_ENTITIES } from '@dfwiki/shared';

/** Every action the audit log writes: each kept entity's delete and restore, then the others. */
export const AUDIT_ACTIONS: readonly string[] = [
  ...HISTORY_ENTITIES.flatMap((entity) => [`${entity}.delete`, `${entity}.restore`]),
  'prices.bulk_update',
  'rotation.replace',
  'submission.approve',
  'submission.reject',
  'submission.request_changes',
  'guide.approve',
  'guide.request_changes',
  'guide.reject',
  'correction.accept',
  'correction.reject',
  'user.role_change',
  'user.ban',
  'user.unban',
  'user.delete',
  'trash.purge',
];

interface Translator {
  t: (key: string) => string;
}

/** An action's readable name (admin.audit.actions.<action>); one we do not know shows as it is stored. */
export function auditActionLabel({ t }: Translator, action: string): string {
  return AUDIT_ACTIONS.includes(action) ? t(`admin.audit.actions.${action}`) : action;
}
