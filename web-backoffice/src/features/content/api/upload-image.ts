import type { UploadedImage, UploadPurpose } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface UploadImageInput {
  file: File;
  purpose: UploadPurpose;
}

/**
 * POST /api/admin/uploads (multipart: file, purpose): the server checks the content (magic bytes,
 * type, size) and answers the /storage URL to put in an editor field; 415 / 400 with a reason when refused.
 */
export function uploadImage({ file, purpose }: UploadImageInput): Promise<UploadedImage> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return api.post<UploadedImage>('/api/admin/uploads', form);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
