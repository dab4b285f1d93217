import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CustomerServiceEntry } from '@m/contract';
import { useT } from '@/lib/i18n/use-t';
import { useSiteInfo } from '@/lib/site-status';

type ServiceType = CustomerServiceEntry['csType'];

const LABEL: Record<ServiceType, string> = { LIVECHAT: 'service.liveChat', TELEGRAM: 'service.telegram', FACEBOOK: 'service.facebook' };
const ORDER: readonly ServiceType[] = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK'];

function ServiceIcon({ type }: { type: ServiceType | 'headset' }) {
  const paths: Record<ServiceType | 'headset', string> = {
    headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2.5-5 2.5',
    LIVECHAT: 'M4 5h16v11H9l-5 4z M8 10h8 M8 13h5',
    TELEGRAM: 'M3 11.5 20.5 4l-3 16-5.5-4.5-3 3 .5-5 8-7-10 6z',
    FACEBOOK: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  };
  return (
    <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d={paths[type]} />
    </svg>
  );
}

const grouped = (entries: readonly CustomerServiceEntry[]) =>
  ORDER.map((type) => ({ type, entries: entries.filter((entry) => entry.csType === type).sort((a, b) => a.csPosition - b.csPosition) }))
    .filter((group) => group.entries.length > 0);

/**
 * Spec §2 floating customer-service panel: live chat, Telegram and Facebook; a type with several
 * positions opens a sub-list of them.
 */
export function ServicePanel() {
  const t = useT();
  const navigate = useNavigate();
  const groups = grouped(useSiteInfo()?.customerService ?? []);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ServiceType | null>(null);
  if (groups.length === 0) return null;

  const openEntry = (entry: CustomerServiceEntry) => {
    setOpen(false);
    setExpanded(null);
    if (entry.url.startsWith('/') && !entry.url.startsWith('//')) void navigate(entry.url);
    else if (entry.url.startsWith('https://')) window.open(entry.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="service-panel" data-testid="service-panel" data-open={open}>
      {open && (
        <ul className="service-list" aria-label={t('service.title')}>
          {groups.map(({ type, entries }) => (
            <li key={type}>
              <button
                type="button"
                className="service-item"
                data-testid={`service-item-${type}`}
                aria-expanded={entries.length > 1 ? expanded === type : undefined}
                onClick={() => (entries.length > 1 ? setExpanded(expanded === type ? null : type) : openEntry(entries[0]!))}
              >
                <ServiceIcon type={type} />
                <span>{t(LABEL[type])}</span>
              </button>
              {expanded === type && (
                <ul className="service-sublist" data-testid={`service-sublist-${type}`}>
                  {entries.map((entry) => (
                    <li key={entry.csPosition}>
                      <button type="button" data-testid="service-subitem" onClick={() => openEntry(entry)}>{entry.title}</button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="service-toggle"
        data-testid="service-toggle"
        aria-expanded={open}
        aria-label={t('service.title')}
        onClick={() => {
          setOpen(!open);
          setExpanded(null);
        }}
      >
        <ServiceIcon type="headset" />
      </button>
    </div>
  );
}
