import { useEffect, useState } from 'react';

/** A picture only its conversation may see: fetched with the bearer token, shown from a blob URL. */
export function PrivatePicture({ url, token, alt }: { url: string; token: string | null; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    void fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  return source ? <img className="support-thread__picture" src={source} alt={alt} /> : <span className="support-thread__picture support-thread__picture--loading" role="img" aria-label={alt} />;
}
