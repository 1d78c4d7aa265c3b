import { useState } from 'react';
import { initialsAvatarDataUrl } from '@tailor/domain/avatar';

interface AvatarProps {
  name: string;
  picture?: string | null;
  size?: number;
  className?: string;
}

/** The profile picture, or a generated initials image when none is stored or it fails to load. */
export function Avatar({ name, picture, size = 36, className = 'avatar' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usePicture = Boolean(picture) && failed !== picture;
  return (
    <img
      className={className}
      src={usePicture ? picture! : initialsAvatarDataUrl(name)}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      decoding="async"
      onError={() => setFailed(picture ?? null)}
    />
  );
}
