/**
 * Where a figure is missing: a dash, never a 0 that would read as a figure. Hovering it says why,
 * and a screen reader reads the reason.
 */
export function MissingFigure({ why }: { why: string }) {
  return (
    <span title={why} data-missing="">
      —<span className="sr-only"> ({why})</span>
    </span>
  );
}
