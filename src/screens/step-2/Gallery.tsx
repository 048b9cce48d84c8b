// A small photo gallery for one object: one photo at a time, with previous
// and next buttons when there are more. Images load lazily; only http(s)
// addresses from the server are shown.
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useAdoptedStyles } from '../../theme/adopt';
import { safeImage } from '../../ui/safe-url';
import css from './gallery.css?inline';

export function Gallery({ photos: addresses, name }: { photos: readonly string[]; name: string }) {
  useAdoptedStyles(css);
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const photos = useMemo(() => addresses.flatMap((address) => safeImage(address) ?? []), [addresses]);
  if (photos.length === 0) return <div className="bw-gallery bw-gallery--empty" aria-hidden="true" />;
  const index = Math.min(shown, photos.length - 1);
  const count = photos.length;
  const position = index + 1;
  const move = (step: number) => setShown((index + step + count) % count);
  return (
    <div className="bw-gallery">
      <img
        className="bw-gallery__photo"
        src={photos[index]}
        alt={t({ id: 'photo_of', message: `${name}, photo ${position} of ${count}` })}
        loading="lazy"
        decoding="async"
        width={480}
        height={320}
      />
      {count > 1 && (
        <div className="bw-gallery__nav">
          <button type="button" className="bw-gallery__button" onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="bw-visually-hidden">{t({ id: 'previous_photo', message: `Previous photo of ${name}` })}</span>
          </button>
          <span className="bw-gallery__position" aria-hidden="true">
            {position} / {count}
          </span>
          <button type="button" className="bw-gallery__button" onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
            <span className="bw-visually-hidden">{t({ id: 'next_photo', message: `Next photo of ${name}` })}</span>
          </button>
        </div>
      )}
    </div>
  );
}
