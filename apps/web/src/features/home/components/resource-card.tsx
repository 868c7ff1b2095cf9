import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { PrefetchLink } from '../../../components/layout/prefetch-link';
import { Badge } from '../../../components/ui/badge';
import { cx } from '../../../lib/cx';

export interface ResourceLink {
  to: string;
  label: string;
}

export interface ResourceCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  links?: ResourceLink[];
  /** Coming-soon cards are shown but disabled. */
  comingSoon?: string;
}

export function ResourceCard({ icon: Icon, title, description, links = [], comingSoon }: ResourceCardProps) {
  const disabled = Boolean(comingSoon);
  return (
    <li
      className={cx(
        'relative flex flex-col rounded-2xl border bg-card p-6 text-card-fg transition-[transform,box-shadow,border-color] duration-200',
        disabled
          ? 'border-dashed border-line-strong'
          : 'border-card-line shadow-sm focus-within:border-accent hover:-translate-y-0.5 hover:border-accent hover:shadow-md motion-reduce:hover:translate-y-0',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={cx(
            'flex size-12 items-center justify-center rounded-xl',
            disabled ? 'bg-sunken text-fg-muted' : 'bg-accent text-accent-fg',
          )}
        >
          <Icon size={24} />
        </span>
        {comingSoon && <Badge>{comingSoon}</Badge>}
      </div>
      <h3 className={cx('mt-4 text-lg font-bold', disabled && 'text-fg-muted')}>{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-fg-muted">{description}</p>
      {links.length > 0 && (
        <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link, index) => (
            <PrefetchLink
              key={link.to}
              to={link.to}
              className={cx(
                'group inline-flex items-center gap-1.5 text-sm font-semibold text-link',
                index === 0 &&
                  links.length === 1 &&
                  'after:absolute after:inset-0 after:rounded-2xl after:content-[""]',
              )}
            >
              {link.label}
              <ArrowRight
                size={16}
                aria-hidden="true"
                className="transition-transform group-hover:translate-x-0.5"
              />
            </PrefetchLink>
          ))}
        </div>
      )}
    </li>
  );
}
