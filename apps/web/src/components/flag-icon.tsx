import type { LANGUAGES } from '@m/contract';

type FlagId = (typeof LANGUAGES)[number]['flag'];

/** Only the flags of the interface languages, each a same-origin SVG file. */
const flagUrls = import.meta.glob<string>(
  '@flags/{gb,cn,tw,jp,th,vn,mm,es,in,id,kh,kr,my,pt,br,lk,ph,pk,tr,bd,sa,ir,ru,kz,uz,la,np,fr,tz}.svg',
  { query: '?url', import: 'default', eager: true },
);

export const flagUrl = (flag: FlagId): string | undefined =>
  Object.entries(flagUrls).find(([path]) => path.endsWith(`/${flag}.svg`))?.[1];

export function FlagIcon({ flag, size = 20 }: { flag: FlagId; size?: number }) {
  return <img className="flag-icon" src={flagUrl(flag)} alt="" width={(size * 4) / 3} height={size} loading="lazy" />;
}
