import { useEffect, useId, useRef, useState } from 'react';
import { PICTURE_CONTENT_TYPES, PICTURE_MAX_BYTES, type PictureContentType, type PictureUpload } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
// Its styles are the form kit's: a page that takes a picture without a <Form> has them too.
import '@/components/form/form.css';

const MEGABYTE = 1024 * 1024;

const isPictureType = (type: string): type is PictureContentType => (PICTURE_CONTENT_TYPES as readonly string[]).includes(type);

/** Why a picked file cannot be taken (a translation key), or null when it can. The server checks the bytes again. */
export const pictureProblem = (file: Pick<File, 'size' | 'type'>, maxBytes: number = PICTURE_MAX_BYTES): string | null => {
  if (!isPictureType(file.type)) return 'picture.wrongType';
  return file.size > maxBytes ? 'picture.tooLarge' : null;
};

/** A picture as the calls carry it: its type and its bytes in base64. */
export const picturePayload = async (file: File): Promise<PictureUpload> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { contentType: isPictureType(file.type) ? file.type : 'image/jpeg', data: btoa(binary) };
};

/** A picked picture and the address of its preview (released when it is removed or the input goes). */
export type PickedPicture = { file: File; previewUrl: string };

export type PictureInputProps = {
  /** The field's visible label (already translated). */
  label: string;
  /** The previews' text alternative (already translated). */
  previewAlt: string;
  pictures: readonly PickedPicture[];
  onChange(pictures: PickedPicture[]): void;
  /** How many pictures the field takes (spec §5: 3 for feedback). */
  max?: number;
  maxBytes?: number;
  /** The prefix of the test ids: `<testId>-input`, `-choose`, `-error`, `-preview`, `-remove`. */
  testId: string;
};

/**
 * Pictures to send with a form: picked (several at once where `max` allows), checked for type and
 * size before anything is sent, previewed in fixed boxes, removable one by one. A refusal is shown
 * beside the field and announced.
 */
export function PictureInput({ label, previewAlt, pictures, onChange, max = 1, maxBytes = PICTURE_MAX_BYTES, testId }: PictureInputProps) {
  const t = useT();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = useRef<readonly PickedPicture[]>(pictures);

  // Previews are released when the input goes; removed ones when they are removed.
  useEffect(() => {
    shown.current = pictures;
  }, [pictures]);
  useEffect(() => () => {
    for (const picture of shown.current) URL.revokeObjectURL(picture.previewUrl);
  }, []);

  const pick = (files: readonly File[]) => {
    if (files.length === 0) return;
    const single = max === 1;
    const room = single ? 1 : max - pictures.length;
    const found = files.map((file) => pictureProblem(file, maxBytes)).find((key) => key !== null) ?? (files.length > room ? 'picture.tooMany' : null);
    setProblem(found);
    if (found) return;
    const picked = files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
    if (single) for (const picture of pictures) URL.revokeObjectURL(picture.previewUrl);
    onChange(single ? picked : [...pictures, ...picked]);
  };

  const remove = (removed: PickedPicture) => {
    URL.revokeObjectURL(removed.previewUrl);
    setProblem(null);
    onChange(pictures.filter((picture) => picture !== removed));
  };

  const full = max > 1 && pictures.length >= max;
  // The native picker's own button speaks the browser's language: it is hidden, and a translated label opens it.
  return (
    <div className="form-field picture-input" data-testid={testId}>
      <p className="form-field-label" id={`${id}-title`}>{label}</p>
      <input
        id={id}
        className="visually-hidden picture-input-file"
        type="file"
        accept={PICTURE_CONTENT_TYPES.join(',')}
        multiple={max > 1}
        disabled={full}
        aria-labelledby={`${id}-title`}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          pick([...(event.target.files ?? [])]);
          // Picking the same file again after removing it is a change too.
          event.target.value = '';
        }}
      />
      {!full && (
        <label htmlFor={id} className="outline-button picture-input-choose" data-testid={`${testId}-choose`}>
          {t(max === 1 && pictures.length > 0 ? 'picture.replace' : 'picture.choose')}
        </label>
      )}
      <p className="picture-input-hint" id={`${id}-hint`}>
        {maxBytes >= MEGABYTE
          ? t('picture.hintMegabytes', { size: Math.round((maxBytes / MEGABYTE) * 10) / 10 })
          : t('picture.hint', { size: Math.round(maxBytes / 1024) })}
        {max > 1 && ` · ${pictures.length}/${max}`}
      </p>
      {problem && (
        <p className="form-field-error" id={`${id}-error`} role="alert" data-testid={`${testId}-error`}>{t(problem, { max })}</p>
      )}
      {pictures.length > 0 && (
        <ul className="picture-input-previews">
          {pictures.map((picture, index) => (
            <li key={picture.previewUrl} className="picture-input-preview">
              <img src={picture.previewUrl} alt={`${previewAlt} ${max > 1 ? index + 1 : ''}`.trim()} data-testid={`${testId}-preview`} />
              <button type="button" className="outline-button" onClick={() => remove(picture)} data-testid={`${testId}-remove`}>
                {t('picture.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
