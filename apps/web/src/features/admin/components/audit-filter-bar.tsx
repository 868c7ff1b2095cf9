import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import { CONTROL_BOX, CONTROL_LABEL, LabelledSelect } from '../../../components/ui/labelled-select';
import { Button } from '../../../components/ui/button';
import type { ParamChanges } from '../../../lib/use-url-params';
import { useUsers } from '../api/users';
import { AUDIT_FILTER_KEYS, isFiltered, type AuditFilters } from '../api/audit-filters';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';

/** One end of the date range: a native date box with its label above it. */
function DayInput({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={CONTROL_LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className={CONTROL_BOX}
      />
    </div>
  );
}

/** The audit log's filters (who, which action, from and to which day), each kept in the URL. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (changes: ParamChanges) => void;
}) {
  const { t, i18n } = useTranslation();
  const users = useUsers().data ?? [];
  const clearAll = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, null]));
  return (
    <fieldset className="grid w-full grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <legend className="sr-only">{t('admin.audit.filters')}</legend>
      <LabelledSelect
        id="audit-actor"
        className="col-span-2 sm:col-span-1"
        label={t('admin.audit.actorFilter')}
        value={filters.actor}
        onChange={(actor) => onChange({ actor })}
      >
        <option value="">{t('admin.audit.anyone')}</option>
        {users.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {user.nickname}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        id="audit-action"
        className="col-span-2 sm:col-span-1"
        label={t('admin.audit.actionFilter')}
        value={filters.action}
        onChange={(action) => onChange({ action })}
      >
        <option value="">{t('admin.audit.anyAction')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {auditActionLabel(i18n, action)}
          </option>
        ))}
      </LabelledSelect>
      <DayInput
        id="audit-from"
        label={t('admin.audit.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => onChange({ from })}
      />
      <DayInput
        id="audit-to"
        label={t('admin.audit.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => onChange({ to })}
      />
      <Button
        variant="ghost"
        className="col-span-2 lg:col-span-1"
        icon={<X size={16} aria-hidden="true" />}
        disabled={!isFiltered(filters)}
        onClick={() => onChange(clearAll)}
      >
        {t('admin.audit.clear')}
      </Button>
    </fieldset>
  );
}
