import type { SyntheticEvent } from 'react';

/** The bundled picture shown for a product without one, or whose image cannot be loaded. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** An <img> onError handler: a missing image becomes the bundled placeholder (once, so a missing placeholder cannot loop). */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}
