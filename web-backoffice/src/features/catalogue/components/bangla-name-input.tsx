import { useState } from 'react';

/**
 * A game's or provider's Bangla name cell: saves on Enter or when it loses focus, if the text changed. Empty is a
 * valid value: players reading Bangla then see the English name.
 */
export function BanglaNameInput({
  value,
  label,
  placeholder,
  disabled,
  maxLength = 120,
  onSave,
}: {
  value: string;
  label: string;
  placeholder: string;
  disabled?: boolean;
  /** The api's limit: 120 for a game's name, 80 for a provider's. */
  maxLength?: number;
  onSave: (next: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The saved value changed under us (after a save or a refetch): show it.
    setSeen(value);
    setText(value);
  }
  const commit = () => {
    const next = text.trim();
    if (next !== value) onSave(next);
  };
  return (
    <input
      type="text"
      lang="bn"
      maxLength={maxLength}
      aria-label={label}
      placeholder={placeholder}
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
