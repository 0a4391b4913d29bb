import { useState } from 'react';

/** "Somchai Jaidee" → "SJ"; a one-word name gives one letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** The user's picture, or their initials when there is none or it fails to load. Decorative: the name is shown beside it. */
export function UserAvatar({ name, picture }: { name: string; picture?: string | null }) {
  const [pictureFailed, setPictureFailed] = useState(false);
  if (picture && !pictureFailed) {
    return <img className="user-avatar" src={picture} alt="" referrerPolicy="no-referrer" onError={() => setPictureFailed(true)} />;
  }
  return (
    <span className="user-avatar user-avatar--initials" aria-hidden="true">
      {initialsOf(name) || '?'}
    </span>
  );
}
