import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { Button } from './button';
import { INPUT_CLASSES } from './field';

// Pieces of the editable lists in forms (weapon pros and cons, build attachments, keycard items).

/** What a list editor takes: the rows, and the whole new list after any change. */
export interface RowsEditorProps<Row> {
  rows: Row[];
  onChange: (rows: Row[]) => void;
}

/** The key of a row about to be added: one above the highest so far. */
export const nextRowKey = (rows: readonly { key: number }[]) => Math.max(0, ...rows.map((r) => r.key)) + 1;

/** The trash button at the end of a list row; `label` names what it removes. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 size={16} aria-hidden="true" />
    </Button>
  );
}

/** A row of a list: a text box that takes the free width, then a button. */
function TextRow({ button, ...input }: InputHTMLAttributes<HTMLInputElement> & { button: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <input {...input} className={`${INPUT_CLASSES} min-w-0 flex-1`} />
      {button}
    </div>
  );
}

/** One text entry of a list: its box, and the button that removes it. */
export function EntryRow({
  label,
  value,
  maxLength,
  onChange,
  removeLabel,
  onRemove,
}: {
  label: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <TextRow
      aria-label={label}
      value={value}
      maxLength={maxLength}
      onChange={(e) => onChange(e.target.value)}
      button={<RemoveRowButton label={removeLabel} onClick={onRemove} />}
    />
  );
}

/**
 * The box under a list that adds an entry: Enter or the + button adds the trimmed text and empties
 * the box. The button shows `buttonText` next to its icon, or only the icon (named by `label`).
 */
export function NewEntryBox({
  label,
  maxLength,
  onAdd,
  buttonText,
}: {
  label: string;
  maxLength: number;
  onAdd: (text: string) => void;
  buttonText?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (!text) return;
    onAdd(text);
    setDraft('');
  };
  const plus = <Plus size={14} aria-hidden="true" />;
  return (
    <TextRow
      aria-label={label}
      placeholder={label}
      value={draft}
      maxLength={maxLength}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          add();
        }
      }}
      button={
        buttonText ? (
          <Button variant="secondary" size="sm" icon={plus} disabled={!draft.trim()} onClick={add}>
            {buttonText}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" aria-label={label} disabled={!draft.trim()} onClick={add}>
            {plus}
          </Button>
        )
      }
    />
  );
}
