import { LANGUAGES } from '@m/contract';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage } from '@/lib/i18n/use-t';

type MethodTab<K extends string> = { key: K; label: string; testId: string };

/** The method switch of the auth forms (username or mobile, phone or e-mail), mirrored in right-to-left languages. */
export function MethodTabs<K extends string>({ tabs, active, onChange }: { tabs: readonly MethodTab<K>[]; active: K; onChange: (key: K) => void }) {
  const language = useLanguage();
  const direction = LANGUAGES.find((candidate) => candidate.code === language)?.dir ?? 'ltr';
  return (
    <Tabs activeKey={active} onChange={(key) => onChange(key as K)} className="auth-tabs" direction={direction}>
      {tabs.map((tab) => (
        <Tabs.Tab key={tab.key} title={<span data-testid={tab.testId}>{tab.label}</span>} />
      ))}
    </Tabs>
  );
}
