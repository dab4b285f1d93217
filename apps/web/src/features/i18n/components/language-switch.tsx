import { lazy, Suspense, useState } from 'react';
import { findLanguage, type LanguageCode } from '@m/contract';
import { FlagIcon } from '@/components/flag-icon';
import { changeLanguage } from '@/lib/i18n/language-store';
import { useLanguage, useT } from '@/lib/i18n/use-t';

// The popup (and the animation library behind it) loads on the first tap, not with the page.
const LanguagePopup = lazy(() => import('@/features/i18n/components/language-popup'));

/** The language block of the header: current flag and code; a tap lists the merchant's languages. */
export function LanguageSwitch() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const current = findLanguage(useLanguage());

  const choose = (code: LanguageCode) => {
    setOpen(false);
    void changeLanguage(code);
  };

  return (
    <>
      <button
        type="button"
        className="language-switch"
        data-testid="language-switch"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {current && <FlagIcon flag={current.flag} size={16} />}
        <span>{current?.code}</span>
        <span className="visually-hidden">{t('language.choose')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <LanguagePopup open={open} onClose={() => setOpen(false)} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
