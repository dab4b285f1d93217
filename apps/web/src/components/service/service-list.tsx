import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerServiceEntry } from '@m/contract';
import { pathOf } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import '@/components/service/service-list.css';

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

const isOutsideLink = (url: string) => url.startsWith('https://');

/**
 * Where an entry leads: an outside https address opens in a new tab (Telegram, Facebook, a merchant's
 * own chat service); a live chat without one is the in-house chat; any other address is a page of the app.
 */
export function serviceTarget(entry: CustomerServiceEntry): { outside: string } | { page: string } | null {
  if (isOutsideLink(entry.url)) return { outside: entry.url };
  if (entry.csType === 'LIVECHAT') return { page: pathOf('service-chat') };
  return entry.url.startsWith('/') && !entry.url.startsWith('//') ? { page: entry.url } : null;
}

/**
 * The merchant's customer service (spec §2, §3): live chat, Telegram and Facebook; a type with
 * several positions opens a sub-list of their titles. `panel`: the home's floating panel; `page`: /m/service.
 */
export default function ServiceList({ entries, onDone, variant = 'panel' }: { entries: readonly CustomerServiceEntry[]; onDone?: () => void; variant?: 'panel' | 'page' }) {
  const t = useT();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState<ServiceType | null>(null);

  const openEntry = (entry: CustomerServiceEntry) => {
    const target = serviceTarget(entry);
    onDone?.();
    if (!target) return;
    if ('outside' in target) window.open(target.outside, '_blank', 'noopener,noreferrer');
    else void navigate(target.page);
  };

  return (
    <ul className={`service-list service-list-${variant}`} aria-label={t('service.title')}>
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
            <span>{variant === 'page' && positions.length === 1 ? positions[0]!.title || t(LABEL[type]) : t(LABEL[type])}</span>
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
