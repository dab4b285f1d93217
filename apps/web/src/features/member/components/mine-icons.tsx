import { icon } from '@/components/icons';

export const SettingsIcon = icon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </>,
);
export const DiceIcon = icon(
  'Dice',
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="9" cy="9" r="1" />
    <circle cx="15" cy="15" r="1" />
    <circle cx="15" cy="9" r="1" />
    <circle cx="9" cy="15" r="1" />
  </>,
);
export const ReceiptIcon = icon('Receipt', <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />);
export const ShieldIcon = icon('Shield', <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4" />);
export const WalletIcon = icon('Wallet', <path d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4v4M16 13.5h2" />);
export const ChevronIcon = icon('Chevron', <path d="M9 5l7 7-7 7" />);
export const CrownIcon = icon('Crown', <path d="M4 18h16M4 16 3 7l5 4 4-6 4 6 5-4-1 9z" />);
