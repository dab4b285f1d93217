import { useState } from 'react';
import { Picker } from '@/components/ui/picker';
import { useT } from '@/lib/i18n/use-t';
import { useCountries } from '@/components/form/countries';

/**
 * The dialing-code button (`<id>`) and its picker. The code is a left-to-right island, so "+63"
 * keeps its order in right-to-left languages.
 */
export function DialingCodePicker({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  const t = useT();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const selected = countries.find((country) => country.dialingCode === value);
  return (
    <>
      <button type="button" className="form-dialing-code" dir="ltr" data-testid={id} aria-label={`${t('auth.dialingCode')} ${value}`} onClick={() => setOpen(true)}>
        {value}
      </button>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title={t('auth.dialingCode')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        columns={[countries.map((country) => ({ label: `${country.dialingCode} ${country.name}`, value: country.code }))]}
        value={selected ? [selected.code] : []}
        onConfirm={([code]) => {
          const country = countries.find((candidate) => candidate.code === code);
          if (country) onChange(country.dialingCode);
        }}
      />
    </>
  );
}
