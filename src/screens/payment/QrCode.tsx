// The Czech QR payment code: the server's image, or drawn here from its
// content when no image comes. The QR library loads only in that case.
import { useEffect, useState } from 'react';
import { safeImage } from '../../ui/safe-url';

export interface QrCodeProps {
  /** qr_img: the address of the QR payment picture (or a PNG data URL). */
  image: string;
  /** qr_content: the SPD 1.0 text, drawn when there is no image. */
  content: string;
  alt: string;
}

export function QrCode({ image, content, alt }: QrCodeProps) {
  const served = safeImage(image);
  const [drawn, setDrawn] = useState<{ content: string; url: string } | null>(null);
  useEffect(() => {
    if (served || content === '') return;
    let current = true;
    import('lean-qr')
      .then(({ generate }) => {
        if (current) setDrawn({ content, url: generate(content).toDataURL({ scale: 6, pad: 4 }) });
      })
      // No code then: the bank details beside it are enough to pay.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [served, content]);
  const src = served ?? (drawn?.content === content ? drawn.url : undefined);
  if (!src) return null;
  return <img className="bw-qr-code" src={src} alt={alt} width={200} height={200} />;
}
