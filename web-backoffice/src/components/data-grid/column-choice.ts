import { useState } from 'react';

/** Which columns a staff member hid, per list, on this computer (localStorage; a blocked storage just forgets). */
const storageKey = (listId: string) => `khela-backoffice-columns:${listId}`;

export function readHiddenColumns(listId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(listId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(listId: string, hidden: string[]): void {
  try {
    if (hidden.length) window.localStorage.setItem(storageKey(listId), JSON.stringify(hidden));
    else window.localStorage.removeItem(storageKey(listId));
  } catch {
    // storage blocked (privacy modes): the choice lasts until the page closes
  }
}

/** Column visibility in TanStack Table's shape ({ column: false } hides), remembered per list. */
export function useColumnVisibility(listId: string) {
  const [visibility, setVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(readHiddenColumns(listId).map((c) => [c, false])),
  );
  const update = (next: Record<string, boolean>) => {
    setVisibility(next);
    writeHiddenColumns(
      listId,
      Object.entries(next)
        .filter(([, visible]) => !visible)
        .map(([column]) => column),
    );
  };
  return [visibility, update] as const;
}
