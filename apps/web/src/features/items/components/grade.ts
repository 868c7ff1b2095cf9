// An item's grade (0–6) as the game colours it: grey, green, blue, purple, gold, red. The colour is
// decoration beside the grade's name, never the only sign of it.
export const GRADE_STYLES: Record<number, { bar: string; cell: string }> = {
  0: { bar: 'bg-gray-400', cell: 'bg-gray-400/60' },
  1: { bar: 'bg-gray-400', cell: 'bg-gray-400/60' },
  2: { bar: 'bg-green-500', cell: 'bg-green-500/60' },
  3: { bar: 'bg-blue-500', cell: 'bg-blue-500/60' },
  4: { bar: 'bg-purple-500', cell: 'bg-purple-500/60' },
  5: { bar: 'bg-amber-400', cell: 'bg-amber-400/70' },
  6: { bar: 'bg-red-500', cell: 'bg-red-500/60' },
};

export const gradeStyle = (grade: number | null) => GRADE_STYLES[grade ?? 0] ?? GRADE_STYLES[0]!;
