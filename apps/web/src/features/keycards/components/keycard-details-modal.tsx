import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LastEdited } from '../../../components/ui/last-edited';
import { areaName, type Keycard } from '@dfwiki/shared';
import { ContributeLink } from '../../../components/ui/contribute-link';
import { Modal } from '../../../components/ui/modal';
import { Button } from '../../../components/ui/button';
import { SuggestCorrectionButton } from '../../../components/corrections/suggest-correction';

export const DOOR_IMAGE = '/images/door.svg';

/** Image that falls back to the default door picture when it is missing or fails to load. */
function DoorFallbackImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : DOOR_IMAGE;
  return <img src={url} alt={alt} className={className} loading="lazy" onError={() => setFailed(src)} />;
}

/** Our translation of the sourced area, with the client's Chinese name beside it. */
function AreaText({ card }: { card: Keycard }) {
  const { t, i18n } = useTranslation();
  // The sourced area applies while `location` is still its English name; an editor's own text wins.
  const sourced = areaName(card.location_original, 'en') === card.location;
  const original = sourced ? card.location_original : null;
  const translated = (sourced && areaName(original, i18n.language)) || card.location;
  if (!translated) return <p className="mt-1 leading-6 text-fg-muted">{t('keycards.details.noLocation')}</p>;
  return (
    <>
      <p className="mt-1 leading-6" data-testid="keycard-area">
        {translated}
        {original && (
          <span lang="zh" className="ml-2 text-fg-muted">
            {original}
          </span>
        )}
      </p>
      {original && <p className="mt-1 text-xs text-fg-muted">{t('keycards.details.translated')}</p>}
    </>
  );
}

export function KeycardDetailsModal({
  card,
  onClose,
  onSuggest,
}: {
  card: Keycard | null;
  onClose: () => void;
  /** "Suggest a correction" of the card's name, area, value, uses or room was pressed. */
  onSuggest?: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={card !== null}
      onClose={onClose}
      size="md"
      title={card ? `${card.map.name} · ${card.name}` : ''}
      description={card?.name_original ? <span lang="zh">{card.name_original}</span> : undefined}
      closeFooter={!onSuggest}
      footer={
        card &&
        onSuggest && (
          <>
            <SuggestCorrectionButton
              name={card.name}
              onClick={() => onSuggest(card.id)}
              className="mr-auto"
            />
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        )
      }
    >
      {card && (
        <div className="space-y-5">
          <figure>
            <DoorFallbackImage
              src={card.location_img}
              alt={
                card.location_img
                  ? t('keycards.details.locationImage', { name: card.name })
                  : t('keycards.details.defaultImage')
              }
              className="aspect-[2/1] w-full rounded-lg border border-line bg-sunken object-cover"
            />
          </figure>
          <section aria-labelledby="kc-location">
            <h3 id="kc-location" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
              {t('keycards.details.location')}
            </h3>
            <AreaText card={card} />
          </section>
          <section aria-labelledby="kc-room">
            <h3 id="kc-room" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
              {t('keycards.details.room')}{' '}
              <span className="font-normal normal-case">
                ({t('keycards.itemCount', { n: card.items.length })})
              </span>
            </h3>
            {card.room_info && <p className="mt-1 leading-6">{card.room_info}</p>}
            {card.items.length === 0 ? (
              <p className="mt-2 text-sm text-fg-muted" data-testid="no-room-items">
                {t('keycards.details.noItems')}{' '}
                <ContributeLink>{t('keycards.details.contribute')}</ContributeLink>
              </p>
            ) : (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {card.items.map((item) => (
                  <li
                    key={item.id}
                    className="flex items-center gap-3 rounded-lg border border-line bg-sunken px-3 py-2"
                  >
                    <DoorFallbackImage
                      src={item.item_type.image_url}
                      alt=""
                      className="size-9 shrink-0 rounded object-cover"
                    />
                    <span className="flex-1">{item.item_type.name}</span>
                    <span className="font-semibold tabular-nums">×{item.quantity}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <LastEdited at={card.last_edited_at} />
        </div>
      )}
    </Modal>
  );
}
