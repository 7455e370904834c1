import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestPath } from '@/testing/render';
import { ImageField } from './image-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [url, setUrl] = useState(initial);
  return <ImageField label="Logo" purpose="logo" value={url} onChange={setUrl} />;
}

const phpAsPng = () => new File(['<?php system($_GET["c"]); ?>'], 'shell.png', { type: 'image/png' });

describe('ImageField', () => {
  it('shows the server reason when an upload is refused and keeps the current image', async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        expect(requestPath(input)).toBe('/api/admin/uploads');
        sent.push(init?.body as FormData);
        const message = 'Only PNG, JPEG, WebP or GIF images are accepted.';
        return jsonResponse({ message, errors: { file: [message] } }, 415);
      }),
    );
    renderWithProviders(<Harness initial="/storage/logo/old.png" />);
    fireEvent.change(screen.getByLabelText('Upload Logo'), { target: { files: [phpAsPng()] } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Upload refused: Only PNG, JPEG, WebP or GIF images are accepted.');
    expect(sent[0]?.get('purpose')).toBe('logo');
    expect((sent[0]?.get('file') as File).name).toBe('shell.png');
    expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe('/storage/logo/old.png');
    expect(screen.getByLabelText('Upload Logo').getAttribute('aria-invalid')).toBe('true');
  });

  it('previews the uploaded image', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ url: '/storage/logo/new.png', mime: 'image/png', size: 1234 })),
    );
    renderWithProviders(<Harness />);
    expect(screen.getByText('No image')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Upload Logo'), { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toBe('/storage/logo/new.png'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
