// The blog grid without holes. Cards are placed in order; a featured card
// asks for two columns. Per column count, a card that would not fit in what
// is left of its row instead widens the card before it to close the row,
// and the last row's final card widens to the edge. Every row ends full,
// whatever the number of posts and wherever the featured ones fall.

/** Columns each card takes in a grid of `columns`, in order. */
export function gridSpans(wants: readonly number[], columns: number): number[] {
  const spans: number[] = [];
  let used = 0;
  for (const want of wants) {
    const span = Math.max(1, Math.min(want, columns));
    if (used > 0 && used + span > columns) {
      spans[spans.length - 1]! += columns - used;
      used = 0;
    }
    spans.push(span);
    used = (used + span) % columns;
  }
  if (used > 0) spans[spans.length - 1]! += columns - used;
  return spans;
}
