import { thumbnailUrlOf } from '../modules/uploads/thumbnail.js';

/** The files one stored image occupies in the upload folder, sorted: the image and its thumbnail. */
export const storedFilesOf = (url: string) => [url, thumbnailUrlOf(url)].map((file) => file.replace('/uploads/', '')).sort();
