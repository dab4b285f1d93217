/** The icons of menus of entries: the member centre's list and quick menu, the agent home's grid and footer. */
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
export const EnvelopeIcon = icon('Envelope', <path d="M5 3h14v18H5zM5 8l7 4 7-4M12 12v3" />);
export const ShareIcon = icon(
  'Share',
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.6M8.2 13.2l7.6 4.6" />
  </>,
);
export const TeamIcon = icon('Team', <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6 6 0 0 1 3.5 6" />);
export const InIcon = icon('In', <path d="M4 15v4h16v-4M12 4v11M7.5 10.5 12 15l4.5-4.5" />);
export const OutIcon = icon('Out', <path d="M4 15v4h16v-4M12 15V4M7.5 8.5 12 4l4.5 4.5" />);
export const ChartIcon = icon('Chart', <path d="M4 4v16h16M8 16v-4M12 16V8M16 16v-6" />);
export const TransferIcon = icon('Transfer', <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />);
export const CoinsIcon = icon(
  'Coins',
  <>
    <ellipse cx="12" cy="7" rx="7" ry="3" />
    <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
  </>,
);
export const TrophyIcon = icon('Trophy', <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 13v4M8 20h8l-1-3H9z" />);
export const PercentIcon = icon(
  'Percent',
  <>
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
    <path d="M19 5 5 19" />
  </>,
);
export const BellIcon = icon('Bell', <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />);
export const ChatIcon = icon('Chat', <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />);
export const HeadsetIcon = icon('Headset', <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM20 14h-3v5h3zM20 19a3 3 0 0 1-3 2h-3" />);
export const DownloadIcon = icon('Download', <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 20h14" />);
export const CameraIcon = icon(
  'Camera',
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
