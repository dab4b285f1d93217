import { useState } from 'react';
import { AVATAR_PRESET_COUNT } from '@m/contract';
import { PictureInput, picturePayload, type PickedPicture } from '@/components/form';
import { avatarPresetUrl, MemberAvatar } from '@/components/member-avatar';
import { Button } from '@/components/ui/button';
import { Toast } from '@/components/ui/feedback';
import { errorText } from '@/lib/api-error-text';
import { useT } from '@/lib/i18n/use-t';
import { useSessionOwner } from '@/lib/session';
import { useChooseAvatar, useUploadAvatar } from '@/features/member/api/avatar';
import { useMemberInfo } from '@/features/member/api/member-info';
import '@/features/member/components/avatar.css';

const PRESETS = Array.from({ length: AVATAR_PRESET_COUNT }, (_, index) => index + 1);

/**
 * /m/member/avatar (spec §7 head icon): the member's profile picture, shown in the member centre's
 * header and the side menu. A tap on one of the merchant's avatars takes it; an own picture (png or
 * jpg, at most 5 MB) is checked here for its type and size, and again from its bytes by the server,
 * which keeps only a re-encoded square copy. A refusal is said beside the picture, announced.
 */
export function AvatarPage() {
  const t = useT();
  const owner = useSessionOwner();
  const member = useMemberInfo(owner);
  const choose = useChooseAvatar();
  const upload = useUploadAvatar();
  const [picked, setPicked] = useState<PickedPicture[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const avatar = member.data?.avatar;

  const takePreset = async (preset: number) => {
    setRefusal(null);
    try {
      await choose.mutateAsync(preset);
      Toast.show({ icon: 'success', content: t('avatar.saved') });
    } catch (error) {
      Toast.show({ content: errorText(t, error) });
    }
  };

  const save = async () => {
    const [picture] = picked;
    if (!picture) return;
    setRefusal(null);
    try {
      await upload.mutateAsync(await picturePayload(picture.file));
      URL.revokeObjectURL(picture.previewUrl);
      setPicked([]);
      Toast.show({ icon: 'success', content: t('avatar.saved') });
    } catch (error) {
      setRefusal(errorText(t, error));
    }
  };

  return (
    <section className="page avatar-page" data-testid="page-member-avatar">
      <h1 className="page-title">{t('page.member-avatar.title')}</h1>
      <div className="avatar-current">
        <MemberAvatar avatar={avatar} name={member.data?.userName ?? owner ?? '?'} owner={owner} className="avatar-current-picture" testId="avatar-current" />
        <span className="avatar-current-name" dir="ltr">{member.data?.userName ?? owner}</span>
      </div>

      <section className="avatar-card" aria-labelledby="avatar-presets-title">
        <h2 id="avatar-presets-title" className="avatar-card-title">{t('avatar.presets')}</h2>
        <ul className="avatar-presets">
          {PRESETS.map((preset) => {
            const current = avatar?.kind === 'preset' && avatar.preset === preset;
            return (
              <li key={preset}>
                <button
                  type="button"
                  className="avatar-preset"
                  aria-pressed={current}
                  aria-label={t('avatar.presetLabel', { number: preset })}
                  disabled={choose.isPending}
                  data-testid={`avatar-preset-${preset}`}
                  onClick={() => void takePreset(preset)}
                >
                  <img src={avatarPresetUrl(preset)} alt="" width={64} height={64} />
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="avatar-card">
        <PictureInput
          label={t('avatar.upload')}
          previewAlt={t('avatar.preview')}
          pictures={picked}
          onChange={(pictures) => {
            setRefusal(null);
            setPicked(pictures);
          }}
          testId="avatar-upload"
        />
        {refusal && <p className="form-field-error" role="alert" data-testid="avatar-upload-refused">{refusal}</p>}
        <Button block color="primary" disabled={picked.length === 0} loading={upload.isPending} onClick={() => void save()} data-testid="avatar-upload-save">
          {t('avatar.save')}
        </Button>
      </section>
    </section>
  );
}
