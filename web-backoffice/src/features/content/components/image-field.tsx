import type { UploadPurpose } from '@khela/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiAssetUrl } from '@/lib/api-client';
import { useUploadImage } from '../api/upload-image';
import './image-field.css';

interface ImageFieldProps {
  label: string;
  purpose: UploadPurpose;
  /** The current image URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** A server validation message for the field that holds the URL. */
  error?: string | undefined;
  hint?: string;
  /** Preview box size in px. */
  previewWidth?: number;
  previewHeight?: number;
  /** Offer a Remove button (for optional images). */
  removable?: boolean;
}

/**
 * An image picked by upload: the file goes to POST /api/admin/uploads at once (the server checks its
 * content), the preview shows what is set, and a refusal shows the server's reason.
 */
export function ImageField({
  label,
  purpose,
  value,
  onChange,
  error,
  hint,
  previewWidth = 160,
  previewHeight = 64,
  removable,
}: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const messageId = `${id}-message`;
  const problem = upload.isError ? upload.error.message : error;

  function choose(file: File | undefined) {
    if (!file) return;
    upload.mutate(
      { file, purpose },
      {
        onSuccess: (image) => onChange(image.url),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <div className="image-field">
      <span className="image-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-field__row">
        <div className="image-field__preview" style={{ width: previewWidth, height: previewHeight }}>
          {value ? (
            <img src={apiAssetUrl(value)} alt={t('content.image.preview', { label })} />
          ) : (
            <span className="muted">{t('content.image.noImage')}</span>
          )}
        </div>
        <div className="image-field__controls">
          <label className="button button--small button--secondary image-field__pick" htmlFor={id}>
            {upload.isPending ? t('content.image.uploading') : value ? t('content.image.replace') : t('content.image.uploadButton')}
          </label>
          <input
            ref={input}
            id={id}
            className="image-field__file"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label={t('content.image.upload', { label })}
            aria-describedby={problem ? messageId : undefined}
            aria-invalid={problem ? true : undefined}
            disabled={upload.isPending}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {removable && value ? (
            <button type="button" className="button button--small" onClick={() => onChange('')}>
              {t('content.remove')}
            </button>
          ) : null}
          {value ? (
            <code className="image-field__url" title={value}>
              {value}
            </code>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p id={messageId} className="form-field__error" role="alert">
          {upload.isError ? t('content.image.refused', { message: problem }) : problem}
        </p>
      ) : hint ? (
        <p className="form-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}
