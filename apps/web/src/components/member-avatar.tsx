import type { MemberAvatar as Avatar } from '@m/contract';
import { StoredPictureView } from '@/components/ui/stored-picture';
import { useAvatarPicture } from '@/lib/api/avatar-picture';
import '@/components/member-avatar.css';

/** The address of one of the merchant's avatars (drawn with the app, never fetched from elsewhere). */
export const avatarPresetUrl = (preset: number) => `/m/avatars/${preset}.svg`;

/**
 * The member's profile picture in a fixed round box: their upload (the server's copy), one of the
 * merchant's avatars, or, before they chose one, the first letter of their name. Decorative beside
 * the name it goes with, so it has no text alternative of its own.
 */
export function MemberAvatar({ avatar, name, owner, className, testId }: {
  avatar: Avatar | null | undefined;
  /** The name whose first letter stands in while there is no picture. */
  name: string;
  /** The session's owner, whose picture cache it is. */
  owner: string | null;
  className?: string;
  testId: string;
}) {
  const picture = useAvatarPicture(owner, avatar?.kind === 'upload' ? avatar.version : null);
  const kind = avatar?.kind === 'upload' ? (picture.data ? 'upload' : 'letter') : (avatar?.kind ?? 'letter');
  return (
    <span className={`member-avatar${className ? ` ${className}` : ''}`} aria-hidden="true" data-testid={testId} data-kind={kind}>
      {avatar?.kind === 'preset' ? (
        <img src={avatarPresetUrl(avatar.preset)} alt="" width={64} height={64} />
      ) : picture.data ? (
        <StoredPictureView picture={picture.data} alt="" />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
