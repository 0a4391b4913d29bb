/** Hands `blob` to the browser as a download named `fileName`, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the blob to the download already; revoking later keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
