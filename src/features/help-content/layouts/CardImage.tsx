import type { ContentImage } from '../categories/category-data.ts';
import type { ImageLoading } from '../shared/image-loading.ts';

/**
 * A card's picture, sized 320 by 180 before it loads so the cards do not move as it arrives;
 * nothing when the content gives none.
 */
export function CardImage({
  image,
  loading,
  fetchPriority,
}: {
  readonly image: ContentImage | undefined;
  readonly loading: ImageLoading;
  readonly fetchPriority?: 'high';
}) {
  return image ? (
    <img
      className="card__image"
      src={image.src}
      alt={image.alt}
      width="320"
      height="180"
      loading={loading}
      fetchPriority={fetchPriority}
    />
  ) : null;
}
