import { useCallback, useState } from 'react';

const asTyped = (text: string) => text;

/**
 * A text box's own text over a committed value that follows it a moment later (the URL). The box
 * keeps its text, so the caret stays put, and follows the value when it changes elsewhere (back, a
 * link, a reset). Each keystroke's commit arrives after the box has moved on: those echoes of what
 * the box sent are recognised (`sent`) and never put an older text back, so fast typing loses no
 * letter. `normalize` is what the committed value does to a text (cutting it to a length).
 */
export function useCommittedText(
  committed: string,
  commit: (text: string) => void,
  normalize: (text: string) => string = asTyped,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const [sent, setSent] = useState<string[]>([]);
  if (committed !== seen) {
    setSeen(committed);
    const echo = sent.indexOf(committed);
    if (echo >= 0) setSent(sent.slice(echo + 1));
    else {
      setSent([]);
      if (committed !== text) setText(committed);
    }
  }
  const change = useCallback(
    (next: string) => {
      setText(next);
      setSent((pending) => [...pending, normalize(next)]);
      commit(next);
    },
    [commit, normalize],
  );
  return [text, change];
}
