import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Expand from 'lucide-react/icons/expand';
import MapPin from 'lucide-react/icons/map-pin';
import { Badge } from '../../../../components/ui/badge';
import { ExampleNote } from '../../../../components/ui/example-note';
import { MapViewer } from '../viewer/map-viewer';
import type { GatorMap } from './gator-data';

/** One event map: schematic image (opens the zoom viewer), lair count and the location guide. */
export function GatorMapCard({ map }: { map: GatorMap }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The drawings carry text, so each language has its own file.
  const image = i18n.language === 'ro' ? map.image.replace(/\.svg$/, '.ro.svg') : map.image;
  const title = t('gator.maps.imageTitle', { map: map.name });
  return (
    <article
      id={`gator-${map.id}`}
      aria-labelledby={`gator-${map.id}-title`}
      className="scroll-mt-24 overflow-hidden rounded-2xl border border-card-line bg-card text-card-fg"
    >
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative block w-full bg-sunken"
        aria-label={t('gator.maps.open', { map: map.name })}
        data-testid={`open-map-${map.id}`}
      >
        <img src={image} alt="" className="aspect-[4/3] w-full object-contain" loading="lazy" />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-lg bg-black/70 px-3 py-1.5 text-sm font-semibold text-white group-hover:bg-black/85">
          <Expand size={16} aria-hidden="true" />
          {t('gator.maps.zoom')}
        </span>
      </button>
      <div className="p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`gator-${map.id}-title`} className="flex items-center gap-2 text-xl font-bold">
            <MapPin size={20} aria-hidden="true" className="text-accent theme-contrast:text-link" />
            {map.name}
          </h3>
          <Badge tone="warning">{t('gator.maps.lairs', { count: map.lairs })}</Badge>
        </div>
        <p className="mt-2 text-sm text-fg-muted">{t(`gator.maps.${map.id}.intro`)}</p>
        <h4 className="mt-4 text-sm font-bold tracking-wide text-fg-muted uppercase">
          {t('gator.maps.tipsTitle')}
        </h4>
        <ul className="mt-2 space-y-2 text-sm leading-6">
          {map.tips.map((tip) => (
            <li key={tip} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
              {t(`gator.maps.${map.id}.tips.${tip}`)}
            </li>
          ))}
        </ul>
        <ExampleNote contribute className="mt-4">
          {t('gator.maps.approximate')}
        </ExampleNote>
      </div>
      {open && (
        <MapViewer
          src={image}
          alt={t('gator.maps.imageAlt', { map: map.name, lairs: map.lairs })}
          title={title}
          onClose={() => setOpen(false)}
        />
      )}
    </article>
  );
}
