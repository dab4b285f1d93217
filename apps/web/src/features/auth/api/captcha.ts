import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const fetchCaptcha = (signal?: AbortSignal) => api.call('captcha', { signal });

/** A captcha is single use: never shared between forms, dropped with the form, refreshed on demand. */
export const captchaQueryOptions = (form: string) =>
  queryOptions({
    queryKey: ['captcha', form],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useCaptcha(form: string, shown: boolean) {
  const query = useQuery({ ...captchaQueryOptions(form), enabled: shown });
  return { captcha: query.data, refresh: () => void query.refetch() };
}
