import { useT } from '@/lib/i18n/use-t';

const STEPS = {
  homeScreen: ['install.guide.share', 'install.guide.addToHome', 'install.guide.confirmAdd'],
  profile: ['install.guide.allowProfile', 'install.guide.openSettings', 'install.guide.installProfile', 'install.guide.openFromHome'],
} as const;

/** Spec §2: how to put the app on an iOS home screen, by Safari's share menu or by the profile. */
export function IosGuide({ kind, onDone }: { kind: keyof typeof STEPS; onDone: () => void }) {
  const t = useT();
  return (
    <div className="ios-guide" data-testid="ios-guide" data-kind={kind}>
      <h3>{t(kind === 'profile' ? 'install.guide.profileTitle' : 'install.guide.homeScreenTitle')}</h3>
      <ol>
        {STEPS[kind].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <button type="button" className="ios-guide-done" onClick={onDone}>
        {t('common.gotIt')}
      </button>
    </div>
  );
}
