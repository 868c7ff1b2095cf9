// The kinds of facts that are not a source's own figure the page explains, in page order. Each names its strings
// (`dataSources.kinds.<id>.*`) and the anchor other pages link to (`/wiki/data#<anchor>`).
import type { LucideIcon } from 'lucide-react';
import Calculator from 'lucide-react/icons/calculator';
import Gauge from 'lucide-react/icons/gauge';
import Shapes from 'lucide-react/icons/shapes';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import CircleHelp from 'lucide-react/icons/circle-help';

export interface FactKind {
  id: 'derived' | 'estimate' | 'example' | 'opinion' | 'unknown';
  anchor: 'derived' | 'estimates' | 'examples' | 'opinions' | 'unknown';
  icon: LucideIcon;
}

export const FACT_KINDS: readonly FactKind[] = [
  { id: 'derived', anchor: 'derived', icon: Calculator },
  { id: 'estimate', anchor: 'estimates', icon: Gauge },
  { id: 'example', anchor: 'examples', icon: Shapes },
  { id: 'opinion', anchor: 'opinions', icon: MessageSquareQuote },
  { id: 'unknown', anchor: 'unknown', icon: CircleHelp },
];

/** The labels a fact on the wiki carries, in the order the page defines them. */
export const FACT_LABELS = ['sourced', 'derived', 'estimate', 'example', 'opinion'] as const;
