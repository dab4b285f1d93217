import { useEffect, useRef } from 'react';
import type { StoredPicture } from '@m/contract';

/** The picture's bytes as a blob of its type: stored pictures travel as base64 data, not addresses. */
export function storedPictureBlob(picture: StoredPicture): Blob {
  return new Blob([Uint8Array.from(atob(picture.data), (char) => char.charCodeAt(0))], { type: picture.contentType });
}

/**
 * A picture the server serves as data (its own re-encoded copy, `storedPictureSchema`): shown from
 * a blob address made after render and released when it goes. Its box keeps its size while loading
 * (the caller's class gives it an aspect ratio), so nothing below it moves.
 */
export function StoredPictureView({ picture, alt, className, testId }: { picture: StoredPicture; alt: string; className?: string; testId?: string }) {
  const image = useRef<HTMLImageElement>(null);
  const { data, contentType } = picture;
  useEffect(() => {
    const url = URL.createObjectURL(storedPictureBlob({ data, contentType }));
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [data, contentType]);
  return <img ref={image} alt={alt} className={className} data-testid={testId} />;
}
