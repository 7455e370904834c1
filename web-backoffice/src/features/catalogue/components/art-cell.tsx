import type { UploadPurpose } from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadImage } from '@/features/content/api/upload-image';
import { apiAssetUrl } from '@/lib/api-client';

/** A table cell with the art thumbnail and an upload button; a refused upload shows the server's reason. */
export function ArtCell({
  src,
  label,
  purpose,
  width,
  height,
  disabled,
  onUploaded,
}: {
  src: string;
  label: string;
  purpose: UploadPurpose;
  width: number;
  height: number;
  disabled?: boolean;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadImage();
  return (
    <div className="art-cell">
      {src ? (
        <img className="thumb" src={apiAssetUrl(src)} alt="" width={width} height={height} loading="lazy" />
      ) : (
        <span className="thumb art-cell__none" style={{ width, height }} />
      )}
      <label className="button button--small art-cell__pick" htmlFor={id}>
        {upload.isPending ? '…' : t('catalogue.art.upload')}
      </label>
      <input
        id={id}
        className="image-field__file"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-label={t('catalogue.art.uploadFor', { name: label })}
        disabled={disabled || upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          const input = event.target;
          if (file)
            upload.mutate(
              { file, purpose },
              {
                onSuccess: (image) => onUploaded(image.url),
                onSettled: () => {
                  input.value = '';
                },
              },
            );
        }}
      />
      {upload.isError ? (
        <p className="form-field__error art-cell__error" role="alert">
          {t('catalogue.art.refused', { message: upload.error.message })}
        </p>
      ) : null}
    </div>
  );
}
