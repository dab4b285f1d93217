import { useEffect, useRef } from 'react';
import type { StoredPicture } from '@m/contract';

/**
 * A picture the server serves as data (its own re-encoded copy, `storedPictureSchema`): shown from
 * a blob address made after render and released when it goes. Its box keeps its size while loading
 * (the caller's class gives it an aspect ratio), so nothing below it moves.
 */
export function StoredPictureView({ picture, alt, className, testId }: { picture: StoredPicture; alt: string; className?: string; testId?: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const bytes = Uint8Array.from(atob(picture.data), (char) => char.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: picture.contentType }));
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [picture.data, picture.contentType]);
  return <img ref={image} alt={alt} className={className} data-testid={testId} />;
}
