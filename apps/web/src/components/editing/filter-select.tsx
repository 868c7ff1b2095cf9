import { useId } from 'react';
import { ScreenReaderLabelled } from '../ui/screen-reader-label';
import { NamedOptions, SELECT_CLASSES } from '../ui/field';
import { useUrlParams } from '../../lib/use-url-params';

/** A select that filters an admin list by one URL parameter ('' = all), labelled for screen readers only. */
export function FilterSelect({
  param,
  label,
  allLabel,
  options,
}: {
  param: string;
  label: string;
  allLabel: string;
  options: readonly { id: number | string; name: string }[] | undefined;
}) {
  const id = useId();
  const [params, update] = useUrlParams();
  return (
    <ScreenReaderLabelled id={id} label={label}>
      <select
        id={id}
        value={params.get(param) ?? ''}
        onChange={(e) => update({ [param]: e.target.value })}
        className={`${SELECT_CLASSES} sm:max-w-xs`}
      >
        <NamedOptions items={options ?? []} placeholder={allLabel} />
      </select>
    </ScreenReaderLabelled>
  );
}
