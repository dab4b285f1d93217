import { findLanguage, type LanguageCode } from '@m/contract';
import { FlagIcon } from '@/components/flag-icon';
import { Popup } from '@/components/ui/popup';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useSiteInfo } from '@/lib/site-status';

type Props = { open: boolean; onClose: () => void; onChoose: (code: LanguageCode) => void };

/** The merchant's languages, each with its flag and native name. */
export default function LanguagePopup({ open, onClose, onChoose }: Props) {
  const t = useT();
  const current = useLanguage();
  const supported = (useSiteInfo()?.languages ?? []).map((code) => findLanguage(code)).filter((l) => l !== undefined);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="language-popup">
      <h2 className="language-popup-title">{t('language.choose')}</h2>
      <ul className="language-list" data-testid="language-list">
        {supported.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              lang={language.htmlLang}
              dir={language.dir}
              className="language-option"
              data-testid={`language-option-${language.code}`}
              aria-current={language.code === current}
              onClick={() => onChoose(language.code)}
            >
              <FlagIcon flag={language.flag} />
              <span>{language.nativeName}</span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
