import Calculator from 'lucide-react/icons/calculator';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';

/** Opens the TTK calculator with this round or piece already chosen. */
export function CalculatorButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink
      to={to}
      variant="secondary"
      size="sm"
      className="mt-6"
      icon={<Calculator size={16} aria-hidden="true" />}
      data-testid="calculator-link"
    >
      {children}
    </ButtonLink>
  );
}
