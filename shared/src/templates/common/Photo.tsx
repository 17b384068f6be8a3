import type { TemplateView } from '../types.js';

/**
 * The owner's photo beside the name, when the owner turned it on: sized by its own pixels so nothing
 * moves when it arrives, named by the person (it is their portrait).
 */
export function Photo({ data, className }: { data: TemplateView; className: string }) {
  if (!data.photo) return null;
  return (
    <img
      className={`fx-photo ${className}`}
      src={data.photo.src}
      width={data.photo.width}
      height={data.photo.height}
      alt={data.name}
      decoding="async"
    />
  );
}
