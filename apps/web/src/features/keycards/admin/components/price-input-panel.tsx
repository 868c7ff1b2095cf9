import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { NamedOptions, SelectField, TextAreaField } from '../../../../components/ui/field';
import type { PriceUpdater } from '../hooks/use-price-updater';

/** Left panel: map selector, preset, price textarea, Process Price Data. */
export function PriceInputPanel({ updater }: { updater: PriceUpdater }) {
  const { t } = useTranslation();
  const { maps, mapId, setMapId, text, setText, processing, cardsLoading } = updater;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <SelectField
        label={t('admin.updater.map')}
        value={mapId ?? ''}
        onChange={(e) => setMapId(Number(e.target.value))}
        disabled={maps.length === 0}
      >
        <NamedOptions items={maps} />
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <Button variant="info" onClick={updater.loadPreset} disabled={processing || cardsLoading}>
          {t('admin.updater.loadPreset')}
        </Button>
        <p className="text-xs text-fg-muted">{t('admin.updater.presetHint')}</p>
      </div>
      <TextAreaField
        label={t('admin.updater.priceData')}
        hint={t('admin.updater.priceDataHint')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={12}
        spellCheck={false}
        className="font-mono"
        placeholder={'Cement Plant Office: 435,072\nTicket Office: $450,931'}
      />
      <Button onClick={updater.process} loading={processing} disabled={cardsLoading || text.trim() === ''}>
        {processing ? t('admin.updater.processing') : t('admin.updater.process')}
      </Button>
    </Card>
  );
}
