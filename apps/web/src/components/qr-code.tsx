import { useEffect, useState } from 'react';

/**
 * A QR code of `value`, drawn in the browser: the library loads only when a code is shown, and no
 * other host is asked. The box keeps its size while the code is drawn, so nothing moves.
 */
export function QrCode({ value, size, alt, testId }: { value: string; size: number; alt: string; testId: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setImage(drawn);
      });
    return () => {
      current = false;
    };
  }, [value, size]);
  return image ? <img src={image} alt={alt} width={size} height={size} data-testid={testId} /> : null;
}
