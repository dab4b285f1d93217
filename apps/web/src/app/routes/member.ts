import { memberPages } from '@/features/member/components/member-pages';
import { SettingsPage } from '@/features/member/components/settings-page';

export const pages = { ...memberPages, set: SettingsPage };
