import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import { CONTROL_BOX, CONTROL_LABEL } from '../../../components/ui/labelled-select';
import { LabelledFilterSelect } from '../../../components/ui/labelled-filter-select';
import { Button } from '../../../components/ui/button';
import type { ParamChanges } from '../../../lib/use-url-params';
import { useUsers } from '../api/users';
import { AUDIT_FILTER_KEYS, isFiltered, type AuditFilters } from '../api/audit-filters';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';

type Key = (typeof AUDIT_FILTER_KEYS)[number];

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
  const choices: { key: Key; label: string; all: string; options: { value: string; label: string }[] }[] = [
    {
      key: 'actor',
      label: t('admin.audit.actorFilter'),
      all: t('admin.audit.anyone'),
      options: users.map((user) => ({ value: String(user.id), label: user.nickname })),
    },
    {
      key: 'action',
      label: t('admin.audit.actionFilter'),
      all: t('admin.audit.anyAction'),
      options: AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabel(i18n, action) })),
    },
  ];
  // Each end of the range keeps the other in bounds, so the picker offers no empty range.
  const days: { key: Key; label: string; min?: string; max?: string }[] = [
    { key: 'from', label: t('admin.audit.from'), max: filters.to || undefined },
    { key: 'to', label: t('admin.audit.to'), min: filters.from || undefined },
  ];
  return (
    <fieldset className="grid w-full grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
      <legend className="sr-only">{t('admin.audit.filters')}</legend>
      {choices.map(({ key, label, all, options }) => (
        <LabelledFilterSelect
          key={key}
          id={`audit-${key}`}
          className="col-span-2 sm:col-span-1"
          selectClassName=""
          label={label}
          allLabel={all}
          value={filters[key]}
          options={options}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
      {days.map(({ key, label, min, max }) => (
        <div key={key}>
          <label htmlFor={`audit-${key}`} className={CONTROL_LABEL}>
            {label}
          </label>
          <input
            id={`audit-${key}`}
            type="date"
            value={filters[key]}
            min={min}
            max={max}
            onChange={(e) => onChange({ [key]: e.target.value })}
            className={CONTROL_BOX}
          />
        </div>
      ))}
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
