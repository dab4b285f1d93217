import type { ReactNode } from 'react';

/**
 * The few line icons of the app shell, drawn here: antd-mobile-icons would add its
 * helpers to the first paint for ten glyphs.
 */
export const icon = (name: string, paths: ReactNode) => {
  const Icon = ({ className }: { className?: string }) => (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths}
    </svg>
  );
  Icon.displayName = `${name}Icon`;
  return Icon;
};

export const HomeIcon = icon('Home', <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const GiftIcon = icon(
  'Gift',
  <>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v7h14v-7M12 8v12M12 8S10.5 3.5 8 4.5 9 8 12 8zm0 0s1.5-4.5 4-3.5S15 8 12 8z" />
  </>,
);
/** Deposits: a wallet, whatever the merchant's currency. */
export const WalletIcon = icon(
  'Wallet',
  <>
    <path d="M5 7.5 15.5 4l1.2 3.5" />
    <rect x="3" y="7.5" width="18" height="12.5" rx="2" />
    <path d="M21 11.5h-4a2 2 0 0 0 0 4h4" />
    <circle cx="17" cy="13.5" r=".4" />
  </>,
);
export const UserAddIcon = icon(
  'UserAdd',
  <>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 20c0-3.5 3-6 7-6 1.5 0 2.8.3 3.9.9M18 14v6M15 17h6" />
  </>,
);
export const UserIcon = icon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c0-3.9 3.6-6.5 8-6.5s8 2.6 8 6.5" />
  </>,
);
export const BackIcon = icon('Back', <path d="M15 5l-7 7 7 7" />);
export const MenuIcon = icon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SpeakerIcon = icon(
  'Speaker',
  <path d="M4 9.5h3.5L12 6v12l-4.5-3.5H4zM15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />,
);
export const ToolsIcon = icon(
  'Tools',
  <path d="M14.5 6.5a4 4 0 0 0-5.2 5.2L4 17l3 3 5.3-5.3a4 4 0 0 0 5.2-5.2l-2.5 2.5-2.5-.5-.5-2.5z" />,
);
export const GlobeIcon = icon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);
export const EyeIcon = icon(
  'Eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = icon(
  'EyeOff',
  <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7c1.8 0 3.4-.5 4.8-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
);
export const RefreshIcon = icon('Refresh', <path d="M20 11a8 8 0 0 0-14.7-4.3L4 8M4 4v4h4M4 13a8 8 0 0 0 14.7 4.3L20 16M20 20v-4h-4" />);
