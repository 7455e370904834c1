import type { ImgHTMLAttributes } from 'react';
import { apiAssetUrl } from '@/lib/api-client';

interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  src: string;
  /** Intrinsic size: reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The first banner is the largest paint: load it at once. */
  eager?: boolean;
}

/** An API image that loads when scrolled near the viewport (spec section 2.3: images load lazily). */
export function LazyImage({ src, width, height, eager = false, alt = '', ...rest }: LazyImageProps) {
  return (
    <img
      {...rest}
      src={apiAssetUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
