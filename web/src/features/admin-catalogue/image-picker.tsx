import { useEffect, useRef, useState } from 'react';
import { showPlaceholderOnError } from '../../components/show-placeholder-on-error';
import { useMessages } from '../../lib/i18n';
import { catalogueMessages } from './catalogue-messages';

interface ImagePickerProps {
  label: string;
  /** The chosen file; setting it back to null clears the input too. */
  file: File | null;
  onChange(file: File | null): void;
  /** The picture in use now, shown until a new file is chosen (when editing). */
  currentUrl?: string;
}

/** An image file input (images only) with a preview of the chosen file, or else of the current picture. */
export function ImagePicker({ label, file, onChange, currentUrl }: ImagePickerProps) {
  const text = useMessages(catalogueMessages);
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);
  const shownUrl = previewUrl ?? currentUrl;
  return (
    <div className="catalogue-image-picker">
      <label className="admin-field">
        <span>{label}</span>
        <input ref={inputRef} type="file" accept="image/*" onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
      </label>
      {shownUrl ? (
        <img
          className="catalogue-image-picker__preview"
          src={shownUrl}
          alt={previewUrl ? text.imagePreview : text.currentImage}
          onError={showPlaceholderOnError}
        />
      ) : (
        <div className="catalogue-image-picker__preview catalogue-image-picker__preview--empty">{text.noImage}</div>
      )}
    </div>
  );
}

/** A blob: URL for the file while it is shown, revoked when the file changes or the picker goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
