import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPercent, groupAttachments, type Build } from '@dfwiki/shared';

const BARS = ['control', 'handling', 'stability', 'accuracy', 'range'] as const;

/** Five performance bars, each clamped to 0..100. */
export function PerformanceBars({ build }: { build: Build }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3">
      {BARS.map((key) => {
        const value = Math.round(clampPercent(build[key]));
        return (
          <li key={key}>
            <div className="mb-1 flex justify-between text-sm">
              <span id={`bar-${key}`}>{t(`weapons.builds.bars.${key}`)}</span>
              <span className="font-semibold tabular-nums">{value}</span>
            </div>
            <div
              role="meter"
              aria-labelledby={`bar-${key}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              className="h-2.5 overflow-hidden rounded-full bg-sunken theme-contrast:border theme-contrast:border-line"
            >
              <div className="h-full rounded-full bg-build-card-accent" style={{ width: `${value}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Attachments grouped as muzzle, barrel, optic, other. */
export function AttachmentList({ build }: { build: Build }) {
  const { t } = useTranslation();
  const groups = groupAttachments(build.attachments);
  if (groups.length === 0)
    return <p className="text-sm text-fg-muted">{t('weapons.builds.noAttachments')}</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {groups.map((g) => (
        <div key={g.type} className="rounded-lg border border-line bg-surface p-3">
          <dt className="text-xs font-semibold text-fg-muted uppercase">
            {t(`weapons.builds.attachmentTypes.${g.type}`)}
          </dt>
          {g.names.map((name) => (
            <dd key={name} className="mt-1 text-sm font-medium">
              {name}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** A build screenshot, or a quiet "no image yet" box. */
export function BuildImage({ src, alt, empty }: { src: string | null; alt: string; empty: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-lg border border-dashed border-line-strong bg-sunken p-4 text-center text-sm text-fg-muted">
        {empty}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      className="w-full rounded-lg border border-line bg-sunken object-contain"
    />
  );
}
