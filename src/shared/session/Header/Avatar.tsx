import { useState } from 'react';
import { DEFAULT_AVATAR_SRC, FALLBACK_AVATAR_SRC } from './avatars';

/** The user's avatar: the default image, replaced by the fallback if it fails to load. */
export function Avatar({ size = 32 }: { size?: number }) {
  const [src, setSrc] = useState(DEFAULT_AVATAR_SRC);
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() =>
        setSrc((current) => (current === FALLBACK_AVATAR_SRC ? current : FALLBACK_AVATAR_SRC))
      }
    />
  );
}
