import { useTranslation } from 'react-i18next';
import { areaName } from '@dfwiki/shared';

/** Our name of an area with the Chinese client name beside it (the original alone where we have none). */
export function AreaName({ original }: { original: string }) {
  const { i18n } = useTranslation();
  const ours = areaName(original, i18n.language);
  return (
    <>
      {ours && <span>{ours} </span>}
      <span lang="zh" className={ours ? 'text-sm font-normal text-fg-muted' : undefined}>
        {ours ? `(${original})` : original}
      </span>
    </>
  );
}
