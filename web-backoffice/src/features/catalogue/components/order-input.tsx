import { useState } from 'react';

/** A sort-order cell: saves on Enter or when it loses focus, if the number changed. */
export function OrderInput({
  value,
  label,
  disabled,
  onSave,
}: {
  value: number;
  label: string;
  disabled?: boolean;
  onSave: (next: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The saved value changed under us (after a save or a refetch): show it.
    setSeen(value);
    setText(String(value));
  }
  const commit = () => {
    const next = Number(text);
    if (text.trim() === '' || !Number.isInteger(next) || next < 0 || next > 100000) {
      setText(String(value));
      return;
    }
    if (next !== value) onSave(next);
  };
  return (
    <input
      type="number"
      min={0}
      max={100000}
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
