import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MIN_BET_OPTIONS, type GameListFilters, type ListGameType, type VendorName } from '@m/contract';
import { Popup } from '@/components/ui/popup';
import { useT } from '@/lib/i18n/use-t';
import { useVassalGameTypes } from '@/features/games/api/vassal-game-types';
import { categoryLabel } from '@/lib/game-categories';

const OTHER_CATEGORIES = ['HOT', 'RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'COCKFIGHT', 'LOTT'] as const;

function Choice<V>({ options, value, onChange, label, testId }: {
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  testId: string;
}) {
  return (
    <fieldset className="filter-group" data-testid={testId}>
      <legend>{label}</legend>
      <div className="filter-options">
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            className="filter-chip"
            data-value={option.value === undefined ? '' : String(option.value)}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Spec §2 filter panel: vendor, and for slots game type and minimum bet; submit, reset and the other categories. */
export default function FilterPanel({ gameType, vendors, filters, onSubmit, onClose }: {
  gameType: ListGameType;
  vendors: readonly VendorName[];
  filters: GameListFilters;
  onSubmit: (filters: GameListFilters) => void;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GameListFilters>(filters);
  const slots = gameType === 'RNG';
  const gameTypes = useVassalGameTypes('RNG', slots).data ?? [];
  const all = t('games.filter.all');

  return (
    <Popup visible position="bottom" onMaskClick={onClose} onClose={onClose} bodyClassName="filter-panel">
      <div data-testid="game-filter-panel">
        <h2 className="filter-title">{t('games.filter.title')}</h2>
        {vendors.length > 0 && (
          <Choice
            testId="filter-vendor"
            label={t('games.filter.vendor')}
            value={draft.vendor}
            onChange={(vendor) => setDraft({ ...draft, vendor })}
            options={[{ value: undefined, label: all }, ...vendors.map((vendor) => ({ value: vendor.vendor as string | undefined, label: vendor.accountTypeName }))]}
          />
        )}
        {slots && (
          <>
            <Choice
              testId="filter-game-type"
              label={t('games.filter.gameType')}
              value={draft.subType}
              onChange={(subType) => setDraft({ ...draft, subType })}
              options={[{ value: undefined, label: all }, ...gameTypes.map((type) => ({ value: type.subType as string | undefined, label: t(`games.subType.${type.subType}`) }))]}
            />
            <Choice
              testId="filter-min-bet"
              label={t('games.filter.minBet')}
              value={draft.minBet}
              onChange={(minBet) => setDraft({ ...draft, minBet })}
              options={[{ value: undefined, label: all }, ...MIN_BET_OPTIONS.map((bet) => ({ value: bet as number | undefined, label: String(bet) }))]}
            />
          </>
        )}
        <div className="filter-actions">
          <button type="button" className="filter-reset" data-testid="filter-reset" onClick={() => setDraft({})}>
            {t('games.filter.reset')}
          </button>
          <button
            type="button"
            className="filter-submit"
            data-testid="filter-submit"
            onClick={() => {
              onSubmit(draft);
              onClose();
            }}
          >
            {t('games.filter.submit')}
          </button>
        </div>
        <nav className="filter-group" aria-label={t('games.filter.otherCategories')}>
          <h3 className="filter-subtitle">{t('games.filter.otherCategories')}</h3>
          <div className="filter-options">
            {OTHER_CATEGORIES.filter((category) => category !== gameType).map((category) => (
              <button
                key={category}
                type="button"
                className="filter-chip"
                data-testid={`filter-category-${category}`}
                onClick={() => {
                  onClose();
                  void navigate(`/m/gameList?gameType=${category}`);
                }}
              >
                {t(categoryLabel(category))}
              </button>
            ))}
          </div>
        </nav>
      </div>
    </Popup>
  );
}
