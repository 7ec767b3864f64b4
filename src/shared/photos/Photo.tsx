import type { PhotoRef } from '@contract/store';
import { photoSources } from './photoSources';

export interface PhotoProps {
  photo: PhotoRef;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 800px) 320px, 50vw`. */
  sizes: string;
  /** Empty for a decorative photo (the name next to it already says what it is). */
  alt: string;
  className?: string;
  /** Off-screen photos load lazily; the first visible one (a cover) should not. */
  loading?: 'lazy' | 'eager';
  /** `high` for the page's largest picture (a store page's cover): it is fetched first. */
  fetchPriority?: 'high' | 'auto';
}

/** A stored photo with its `srcset`, and its width and height so the layout does not jump. */
export function Photo({
  photo,
  sizes,
  alt,
  className,
  loading = 'lazy',
  fetchPriority,
}: PhotoProps) {
  const { src, srcSet, width, height } = photoSources(photo);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
