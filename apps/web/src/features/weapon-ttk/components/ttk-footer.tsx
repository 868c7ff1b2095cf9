import { useTranslation } from 'react-i18next';
import { KeptHtml } from '../../../take-over/kept-html';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { Card } from '../../../components/ui/card';
import { TranslatedList } from '../../../components/ui/translated-list';

/** Tips and the credit footer (how the TTK figures are worked out; community estimates). */
export function TtkFooter() {
  const { t } = useTranslation();
  // The same text on every visit: the server's HTML stays for as long as the page is open.
  return (
    <KeptHtml data={null} className="mt-8 space-y-6">
      {() => (
        <>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold">
              <Lightbulb size={18} aria-hidden="true" className="text-caution" />
              {t('ttk.tips.title')}
            </h2>
            <TranslatedList
              i18nKey="ttk.tips.items"
              className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-fg-muted"
            />
          </Card>
          <footer
            className="border-t border-line pt-4 text-xs leading-5 text-fg-muted"
            data-testid="ttk-credits"
          >
            <p>{t('ttk.credits.method')}</p>
            <p className="mt-1">{t('ttk.credits.estimates')}</p>
          </footer>
        </>
      )}
    </KeptHtml>
  );
}
