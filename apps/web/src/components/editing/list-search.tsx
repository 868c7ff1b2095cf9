import { ScreenReaderLabelled } from '../ui/screen-reader-label';
import { INPUT_CLASSES } from '../ui/field';
import { useUrlText } from '../../lib/use-url-params';

/** The search box of an admin list, kept in the URL's `q`; its label is for screen readers. */
export function ListSearch({ id, label }: { id: string; label: string }) {
  const [query, setQuery] = useUrlText('q');
  return (
    <ScreenReaderLabelled id={id} label={label}>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={label}
        className={`${INPUT_CLASSES} sm:max-w-xs`}
      />
    </ScreenReaderLabelled>
  );
}
