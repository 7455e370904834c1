import express, { type Response } from 'express';

/**
 * Headers for every stored upload, wherever it is served (/storage, the staff receipt route). The bytes
 * were re-encoded on upload, and still: the browser must not guess another type (`nosniff`), and a file
 * opened on its own runs nothing and reaches nothing (`sandbox`, no source but images from here), so
 * even a file that slipped through as HTML or SVG with script is inert on this origin.
 */
export const storedFileHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
};

export function setStoredFileHeaders(res: Response): void {
  for (const [name, value] of Object.entries(storedFileHeaders)) res.setHeader(name, value);
}

/**
 * Serves STORAGE_DIR at /storage: uploads (named by content hash or random, so cached for a week) and
 * generated demo art. Dot-folders (`.private`, where deposit receipts live) are never served; a missing
 * file falls through to the api's JSON 404.
 */
export function serveStorage(storageDir: string): express.Handler {
  return express.static(storageDir, {
    maxAge: '7d',
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (res) => setStoredFileHeaders(res),
  });
}
