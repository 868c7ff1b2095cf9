import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GUIDE_SUBJECT_TYPES, type GuideSubjectType } from '@dfwiki/shared';
import { FieldErrorText, SelectField, TextField } from '../../../components/ui/field';
import { keycardsQuery } from '../../../lib/queries/keycards';
import { weaponsQuery } from '../../../lib/queries/weapons';
import { mapListQuery } from '../../../lib/queries/maps';
import { subjectItemsQuery } from '../api/guides';

/** What the form holds of a subject: no type for none, our id (or a weapon's slug from a link). */
export interface SubjectValue {
  type: GuideSubjectType | '';
  id: string;
  /** The chosen one's name, when the form knew it before any list loaded (an edited guide). */
  name?: string;
}

interface Choice {
  id: string;
  name: string;
  slug?: string;
}

/** The choices of one kind: whole lists for weapons, maps and keycards; a search for items. */
function useChoices(type: GuideSubjectType | '', search: string) {
  // Only the chosen kind's list is read (each shares its cache entry with its own pages).
  const weapons = useQuery({ ...weaponsQuery, enabled: type === 'weapon' });
  const keycards = useQuery({ ...keycardsQuery, enabled: type === 'keycard' });
  const maps = useQuery({ ...mapListQuery, enabled: type === 'map' });
  const [itemSearch, setItemSearch] = useState(search);
  // The market items are many: ask once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setItemSearch(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const items = useQuery({
    ...subjectItemsQuery(itemSearch),
    enabled: type === 'item' && itemSearch.length >= 2,
  });
  const read = { weapon: weapons, map: maps, keycard: keycards, item: items }[type || 'weapon'];
  const all: Choice[] = useMemo(() => {
    if (type === 'weapon')
      return (weapons.data ?? []).map((w) => ({ id: String(w.id), name: w.name, slug: w.slug }));
    if (type === 'map') return (maps.data ?? []).map((m) => ({ id: m.slug, name: m.name }));
    if (type === 'keycard')
      return (keycards.data ?? []).map((k) => ({ id: k.id, name: `${k.name} (${k.map.name})` }));
    if (type === 'item')
      return (items.data ?? []).map((i) => ({ id: String(i.id), name: i.name, slug: i.slug }));
    return [];
  }, [type, weapons.data, maps.data, keycards.data, items.data]);
  return { all, loading: type !== '' && read.isFetching && all.length === 0, failed: read.isError };
}

const MAX_SHOWN = 200;

/**
 * What a guide is about (optional): a kind, then one of that kind found by typing a part of its
 * name. A native select under a search box: every reader and keyboard knows how to use both.
 */
export function SubjectPicker({
  value,
  onChange,
  error,
}: {
  value: SubjectValue;
  onChange: (value: SubjectValue) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { all, loading, failed } = useChoices(value.type, search);

  // A link may name a weapon or an item by its slug: once the list is here, hold its id instead.
  useEffect(() => {
    if (!value.id || all.some((c) => c.id === value.id)) return;
    const bySlug = all.find((c) => c.slug === value.id);
    if (bySlug) onChange({ ...value, id: bySlug.id, name: bySlug.name });
  }, [all, value, onChange]);

  const needle = search.trim().toLowerCase();
  const shown = (needle ? all.filter((c) => c.name.toLowerCase().includes(needle)) : all).slice(0, MAX_SHOWN);
  // The chosen one stays a choice even when the search hides it (or the item search has not found it).
  const chosen =
    all.find((c) => c.id === value.id) ?? (value.id ? { id: value.id, name: value.name ?? value.id } : null);
  const options = chosen && !shown.some((c) => c.id === chosen.id) ? [chosen, ...shown] : shown;
  const kind = value.type ? t(`guideWriting.subject.types.${value.type}`) : '';

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-fg">{t('guideWriting.subject.legend')}</legend>
      <SelectField
        label={t('guideWriting.subject.type')}
        value={value.type}
        onChange={(e) => {
          setSearch('');
          onChange({ type: e.target.value as SubjectValue['type'], id: '' });
        }}
      >
        <option value="">{t('guideWriting.subject.none')}</option>
        {GUIDE_SUBJECT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`guideWriting.subject.types.${type}`)}
          </option>
        ))}
      </SelectField>
      {value.type && (
        <>
          <TextField
            type="search"
            label={t('guideWriting.subject.search', { kind })}
            hint={value.type === 'item' ? t('guideWriting.subject.itemHint') : undefined}
            value={search}
            autoComplete="off"
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label={kind}
            required
            value={value.id}
            error={error}
            onChange={(e) => {
              const picked = options.find((c) => c.id === e.target.value);
              onChange({ type: value.type, id: e.target.value, name: picked?.name });
            }}
          >
            <option value="">
              {loading
                ? t('guideWriting.subject.loading')
                : options.length === 0
                  ? t('guideWriting.subject.noMatch')
                  : t('guideWriting.subject.choose', { kind })}
            </option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {failed && <FieldErrorText message={t('guideWriting.subject.failed')} />}
    </fieldset>
  );
}
