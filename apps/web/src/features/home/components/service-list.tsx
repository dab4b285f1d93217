import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerServiceEntry } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';

type ServiceType = CustomerServiceEntry['csType'];

const LABEL: Record<ServiceType, string> = { LIVECHAT: 'service.liveChat', TELEGRAM: 'service.telegram', FACEBOOK: 'service.facebook' };
const ORDER: readonly ServiceType[] = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK'];
const ICON_PATH: Record<ServiceType, string> = {
  LIVECHAT: 'M4 5h16v11H9l-5 4z M8 10h8 M8 13h5',
  TELEGRAM: 'M3 11.5 20.5 4l-3 16-5.5-4.5-3 3 .5-5 8-7-10 6z',
  FACEBOOK: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
};

/** Service entries by type, in the panel's order, each type's positions ascending. */
export const groupServices = (entries: readonly CustomerServiceEntry[]) =>
  ORDER.map((type) => ({ type, entries: entries.filter((entry) => entry.csType === type).sort((a, b) => a.csPosition - b.csPosition) }))
    .filter((group) => group.entries.length > 0);

/** The open customer-service panel: a type with several positions opens a sub-list of them. */
export default function ServiceList({ entries, onDone }: { entries: readonly CustomerServiceEntry[]; onDone: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ServiceType | null>(null);

  const openEntry = (entry: CustomerServiceEntry) => {
    onDone();
    if (entry.url.startsWith('/') && !entry.url.startsWith('//')) void navigate(entry.url);
    else if (entry.url.startsWith('https://')) window.open(entry.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <ul className="service-list" aria-label={t('service.title')}>
      {groupServices(entries).map(({ type, entries: positions }) => (
        <li key={type}>
          <button
            type="button"
            className="service-item"
            data-testid={`service-item-${type}`}
            aria-expanded={positions.length > 1 ? expanded === type : undefined}
            onClick={() => (positions.length > 1 ? setExpanded(expanded === type ? null : type) : openEntry(positions[0]!))}
          >
            <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
              <path d={ICON_PATH[type]} />
            </svg>
            <span>{t(LABEL[type])}</span>
          </button>
          {expanded === type && (
            <ul className="service-sublist" data-testid={`service-sublist-${type}`}>
              {positions.map((entry) => (
                <li key={entry.csPosition}>
                  <button type="button" data-testid="service-subitem" onClick={() => openEntry(entry)}>{entry.title}</button>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
